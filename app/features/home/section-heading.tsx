import type { ReactNode } from "react";
import { SectionHeading as Heading } from "~/components/ui/section-heading";

/** The title and subtitle that open each home page section: the site's section heading, large, start-aligned. */
export function SectionHeading({
  id,
  title,
  subtitle,
  inverse = false,
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  inverse?: boolean;
}) {
  return <Heading id={id} title={title} intro={subtitle} size="large" inverse={inverse} />;
}
