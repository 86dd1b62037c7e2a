import type { ReactNode } from "react";

export type SectionTone = "white" | "paper" | "navy";

const TONES: Record<SectionTone, string> = {
  white: "bg-white",
  paper: "bg-paper",
  navy: "bg-navy-900 text-white",
};

/**
 * A full-bleed band with an asymmetric two-column layout: the heading (and whatever goes with it) in the narrow
 * column, the content in the wide one; stacked on small screens. The sides follow the reading direction.
 */
export function SplitSection({
  labelledBy,
  aside,
  children,
  tone = "white",
  id,
  className = "",
}: {
  labelledBy: string;
  aside: ReactNode;
  children: ReactNode;
  tone?: SectionTone;
  id?: string;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${TONES[tone]} ${className}`}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-section sm:px-6 lg:grid-cols-12 lg:gap-16 lg:px-8">
        <div className="lg:col-span-4">
          <div className="lg:sticky lg:top-28">{aside}</div>
        </div>
        <div className="min-w-0 lg:col-span-8">{children}</div>
      </div>
    </section>
  );
}
