import type { ReactNode } from "react";

/**
 * Figures shown as evidence: a big number over a short label. `StatList` is the <dl>; each `Stat` is one
 * term (the label) and its description (the figure), the figure drawn first. Pass the figure already
 * formatted for the page language (app/lib/format.ts).
 */
export function StatList({ className = "", children }: { className?: string; children: ReactNode }) {
  return <dl className={`grid ${className}`}>{children}</dl>;
}

export function Stat({
  value,
  label,
  size = "large",
  ...data
}: {
  value: ReactNode;
  label: ReactNode;
  size?: "large" | "medium";
} & { [key: `data-${string}`]: string }) {
  const figure = size === "large" ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl";
  return (
    <div className="flex flex-col-reverse justify-end border-s-4 border-primary ps-4" {...data}>
      <dt className="mt-2 text-pretty text-sm font-medium leading-5 text-ink">{label}</dt>
      <dd
        className={`${figure} font-bold leading-tight tracking-tight text-navy-900 tabular-nums`}
        data-stat-value=""
      >
        {value}
      </dd>
    </div>
  );
}
