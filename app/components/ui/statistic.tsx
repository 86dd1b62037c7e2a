import type { ReactNode } from "react";

/**
 * Figures shown as a publication shows them: a big number over a short caption. `StatList` is the <dl>;
 * each `Stat` is one term (the caption) and its description (the figure), the figure drawn first. Pass the
 * figure already formatted for the page language (core/lib/format.ts).
 *
 * - `pull` (a page's headline figures, e.g. home's "Proven Success"): the display face at the figure size,
 *   after a rule; `inverse` on a dark band.
 * - `large` / `medium` (evidence beside a text: a case's results, the quality standards): a rule at the start.
 */
export function StatList({ className = "", children }: { className?: string; children: ReactNode }) {
  return <dl className={`grid ${className}`}>{children}</dl>;
}

export function Stat({
  value,
  label,
  size = "large",
  inverse = false,
  ...data
}: {
  value: ReactNode;
  label: ReactNode;
  size?: "pull" | "large" | "medium";
  inverse?: boolean;
} & { [key: `data-${string}`]: string }) {
  const pull = size === "pull";
  const frame = pull
    ? `border-t-2 pt-5 ${inverse ? "border-gold" : "border-navy-900"}`
    : "justify-end border-s-4 border-primary ps-4";
  // The figure is one unbreakable word ("1,200+": the number and its sign stay together), sized to the column
  // it sits in (a query container): a narrow column (four across, a phone's two) gets a smaller figure, never
  // a figure broken over two lines.
  const figure = pull
    ? "text-[length:min(var(--text-figure),27cqi)]"
    : size === "large"
      ? "text-[length:min(2.25rem,21cqi)] sm:text-[length:min(3rem,21cqi)]"
      : "text-[length:min(1.875rem,21cqi)] sm:text-[length:min(2.25rem,21cqi)]";
  const caption = inverse ? "text-slate-200" : pull ? "text-muted" : "text-ink";
  return (
    <div className={`@container flex flex-col-reverse ${frame}`} {...data}>
      <dt
        className={`${pull ? "mt-3 sm:text-base" : "mt-2 leading-5"} text-pretty text-sm font-medium ${caption}`}
      >
        {label}
      </dt>
      <dd
        className={`whitespace-nowrap font-display ${figure} font-semibold leading-tight tabular-nums ${inverse ? "text-gold" : "text-navy-900"}`}
        data-stat-value=""
      >
        {value}
      </dd>
    </div>
  );
}
