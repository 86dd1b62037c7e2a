import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

export type SectionTone = "white" | "paper" | "navy";

const TONES: Record<SectionTone, string> = {
  white: "bg-white",
  paper: "bg-paper",
  navy: "bg-navy-900 text-white",
};

/**
 * A full-bleed band with an asymmetric two-column layout: the section heading (with its lead paragraph and
 * whatever `aside` adds under it) in the narrow column, the content in the wide one; stacked on small screens.
 * The sides follow the reading direction. `id` is the heading's, which names the section.
 */
export function SplitSection({
  id,
  title,
  intro,
  aside,
  children,
  tone = "white",
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  tone?: SectionTone;
}) {
  return (
    <section aria-labelledby={id} className={TONES[tone]}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-section sm:px-6 lg:grid-cols-12 lg:gap-16 lg:px-8">
        <div className="lg:col-span-4">
          <div className="lg:sticky lg:top-28">
            <SectionHeading id={id} title={title} intro={intro} />
            {aside}
          </div>
        </div>
        <div className="min-w-0 lg:col-span-8">{children}</div>
      </div>
    </section>
  );
}
