import type { ReactNode } from "react";
import { SectionHeading as Heading } from "~/components/ui/section-heading";

/** The centred title and subtitle that open each home page section: the site's section heading, large. */
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
  return <Heading id={id} title={title} intro={subtitle} align="center" size="large" inverse={inverse} />;
}
