import type { ReactNode } from "react";

export interface PullStat {
  id: string;
  /** The figure, already formatted for the page's language (app/lib/format.ts). */
  value: ReactNode;
  /** What the figure counts. */
  label: ReactNode;
}

/**
 * Big figures with their captions, set like a publication's pull statistics: a description list (the caption is
 * the term, the figure its description) shown figure first, each after a rule. `inverse` is for a dark band.
 */
export function PullStats({
  items,
  inverse = false,
  className = "",
}: {
  items: readonly PullStat[];
  inverse?: boolean;
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4 ${className}`}>
      {items.map((item) => (
        <div
          key={item.id}
          className={`flex flex-col-reverse border-t-2 pt-5 ${inverse ? "border-gold" : "border-navy-900"}`}
        >
          <dt
            className={`mt-3 text-pretty text-sm font-medium sm:text-base ${inverse ? "text-slate-200" : "text-muted"}`}
          >
            {item.label}
          </dt>
          <dd
            className={`font-display text-figure font-semibold tabular-nums ${inverse ? "text-gold" : "text-navy-900"}`}
            data-stat={item.id}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
