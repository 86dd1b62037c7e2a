import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

/**
 * A full-width band of a public page: a <section> named by its heading, the page's centred column, the
 * section heading (with its lead paragraph), then the content. `className` is the band's colour and spacing,
 * `columnClassName` adds to the column's; `size` and `inverse` are the heading's.
 */
export function Band({
  id,
  title,
  intro,
  size,
  inverse,
  className = "",
  columnClassName = "",
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  size?: "default" | "large";
  inverse?: boolean;
  className?: string;
  columnClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={`mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 ${columnClassName}`.trim()}>
        <SectionHeading id={id} title={title} intro={intro} size={size} inverse={inverse} />
        {children}
      </div>
    </section>
  );
}
