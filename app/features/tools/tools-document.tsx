import { ATTRIBUTES, CLUSTERS, MATRIX_BRANDS, PHASES } from "#core/content/tools";
import { useTranslation } from "~/i18n/react";
import { ClusterDetails, ClusterPrompt } from "./cluster-details";
import { MatrixInsights } from "./distance-matrix";
import { FrameworkChallenge, FrameworkGuarantee, PhaseDetails } from "./framework-parts";
import { below, type HeadingLevel } from "./heading";
import { ToolHead } from "./tool-head";
import { TrendBadge } from "./trend-icon";
import { useFormat } from "./use-format";

/** Every brand's score on every attribute, the attributes ranked by importance, and each brand's trend. */
function MatrixTable() {
  const { t } = useTranslation("tools");
  const format = useFormat();
  const cell = "px-3 py-2 text-end tabular-nums";
  return (
    // A phone scrolls the table sideways in its own box, which takes focus so that a keyboard can scroll it.
    <section
      className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-primary"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-labelledby="matrix-caption"
    >
      <table className="w-full min-w-[36rem] text-sm">
        <caption
          id="matrix-caption"
          className="sticky start-0 px-3 py-3 text-start font-semibold text-navy-900"
        >
          {t("distanceMatrix.tableCaption")}
        </caption>
        <thead className="bg-slate-50 text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t("distanceMatrix.attributesTitle")}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t("distanceMatrix.importance")}
            </th>
            {MATRIX_BRANDS.map((brand) => (
              <th key={brand.id} scope="col" className={`${cell} font-semibold`}>
                {t(`brands.${brand.id}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {ATTRIBUTES.map((attribute) => (
            <tr key={attribute.id}>
              <th scope="row" className="px-3 py-2 text-start font-medium text-ink">
                {t(`distanceMatrix.attributes.${attribute.id}`)}
              </th>
              <td className={cell}>{format.number(attribute.importance)}</td>
              {MATRIX_BRANDS.map((brand) => (
                <td key={brand.id} className={`${cell} text-navy-900`}>
                  {format.number(brand.scores[attribute.id])}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="px-3 py-2 text-start font-medium text-ink">
              {t("distanceMatrix.trendLabel")}
            </th>
            <td className={cell} />
            {MATRIX_BRANDS.map((brand) => (
              <td key={brand.id} className={cell}>
                <TrendBadge trend={brand.trend} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/**
 * The three tools as a document, for a page read without script (the showcase's tabs and selections need
 * it): every segment's figures, every brand's score on every attribute, every phase of the framework.
 * Rendered inside <noscript> by the page, never by the island, so none of it reaches the island's script.
 */
export function ToolsDocument({ level }: { level: HeadingLevel }) {
  return (
    <div className="space-y-16">
      <section>
        <ToolHead tool="brandCompass" level={level} />
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          {CLUSTERS.map((cluster) => (
            <li key={cluster.id} className="rounded-2xl border border-slate-200 bg-white p-6">
              <ClusterDetails cluster={cluster} level={below(level)} />
            </li>
          ))}
          <li className="rounded-2xl bg-slate-50 p-6">
            <ClusterPrompt level={below(level)} prompt={false} />
          </li>
        </ul>
      </section>
      <section>
        <ToolHead tool="distanceMatrix" level={level} />
        <MatrixTable />
        <MatrixInsights level={below(level)} />
      </section>
      <section>
        <ToolHead tool="insightFramework" level={level} />
        <FrameworkChallenge level={below(level)} />
        {PHASES.map((phase) => (
          <PhaseDetails key={phase.id} phase={phase} level={below(level)} />
        ))}
        <FrameworkGuarantee level={below(level)} />
      </section>
    </div>
  );
}
