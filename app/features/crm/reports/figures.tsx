import type { ReactNode } from "react";
import type { Amounts } from "#core/domain/reports";
import { formatMoney } from "#core/lib/format";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/** A report's figures in full: one row a category, its first cell the row's heading. */
export function FiguresTable({
  caption,
  headings,
  rows,
}: {
  caption: string;
  headings: string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
}) {
  return (
    // A table wider than a phone scrolls sideways: a named region the keyboard can reach and scroll.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1)
    <section className="overflow-x-auto" tabIndex={0} aria-label={caption}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {headings.map((heading, index) => (
              <th
                key={heading}
                scope="col"
                className={`py-2 pe-4 font-semibold text-ink ${index === 0 ? "text-start" : "text-end"}`}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-200 align-top">
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells never move
                  <th key={index} scope="row" className="py-2 pe-4 text-start font-normal text-ink">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells never move
                  <td key={index} className="py-2 pe-4 text-end tabular-nums text-ink">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Amounts per currency, one a line, then their SAR total (or why there is none). */
export function AmountsCell({ amounts }: { amounts: Amounts }) {
  const { t } = useTranslation("reports");
  const lang = useLang();
  if (amounts.totals.length === 0) return <span>{formatMoney(0, "SAR", lang)}</span>;
  return (
    <span className="flex flex-col items-end">
      {amounts.totals.map((m) => (
        <span key={m.currency}>{formatMoney(m.amount, m.currency, lang)}</span>
      ))}
      {amounts.totals.length > 1 || amounts.totals[0]?.currency !== "SAR" ? (
        <span className="font-semibold">
          {amounts.sar === null ? t("noSar") : `= ${formatMoney(amounts.sar, "SAR", lang)}`}
        </span>
      ) : null}
    </span>
  );
}
