import type { ReactNode } from "react";

export interface EditorialListItem {
  id: string;
  /** The item's number, formatted for the page's language (decorative: the list itself is ordered). */
  number: string;
  title: ReactNode;
  body?: ReactNode;
  /** Anything after the text (a note, a list). */
  extra?: ReactNode;
}

/**
 * A numbered list set as a publication sets one: a large numeral in the display face, a hairline between items,
 * the title and text beside the numeral. `columns` puts items side by side from the large breakpoint.
 */
export function EditorialList({
  items,
  heading: Heading = "h3",
  columns = 1,
  inverse = false,
  className = "",
}: {
  items: readonly EditorialListItem[];
  heading?: "h2" | "h3";
  columns?: 1 | 2 | 3;
  inverse?: boolean;
  className?: string;
}) {
  const grid = { 1: "", 2: "lg:grid-cols-2 lg:gap-x-12", 3: "lg:grid-cols-3 lg:gap-x-10" }[columns];
  // Three across a 1024 px screen leave a title too little room beside the numeral for a long word
  // ("Recommendations"): there the numeral goes above the title.
  const itemColumns = columns === 3 ? "lg:grid-cols-1 xl:grid-cols-[5rem_1fr]" : "";
  return (
    <ol className={`grid ${grid} ${className}`}>
      {items.map((item) => (
        <li
          key={item.id}
          className={`grid grid-cols-[3.5rem_1fr] gap-x-4 border-t py-8 sm:grid-cols-[5rem_1fr] ${itemColumns} ${inverse ? "border-white/20" : "border-rule"}`}
        >
          <span
            aria-hidden="true"
            className={`font-display text-display-md font-semibold tabular-nums ${inverse ? "text-gold" : "text-gold-dark"}`}
          >
            {item.number}
          </span>
          <div className="min-w-0">
            <Heading
              className={`text-balance font-display text-display-sm font-semibold ${inverse ? "text-white" : "text-navy-900"}`}
            >
              {item.title}
            </Heading>
            {item.body ? (
              <p className={`mt-2 text-pretty leading-7 ${inverse ? "text-slate-200" : "text-muted"}`}>
                {item.body}
              </p>
            ) : null}
            {item.extra}
          </div>
        </li>
      ))}
    </ol>
  );
}
