import { useRef, useState } from "react";
import { CLUSTERS, type ClusterId } from "#core/content/tools";
import { useTranslation } from "~/i18n/react";
import { BrandCompassChart } from "./brand-compass-chart";
import { ClusterDetails, ClusterPrompt } from "./cluster-details";
import { below, type HeadingLevel } from "./heading";
import { ToolHead } from "./tool-head";
import { useFormat } from "./use-format";

/**
 * Brand Compass: the bubble chart of five segments. A bubble or its legend button selects a
 * segment; selecting it again clears the selection (SPEC.md section 4).
 */
export function BrandCompass({ level }: { level: HeadingLevel }) {
  const { t } = useTranslation("tools");
  const format = useFormat();
  const [selected, setSelected] = useState<ClusterId | null>(null);
  const toggle = (id: ClusterId) => setSelected((current) => (current === id ? null : id));
  const cluster = CLUSTERS.find((c) => c.id === selected);
  const legend = useRef(new Map<ClusterId, HTMLButtonElement>());
  // The clear button disappears with the details: focus goes back to the segment's legend button.
  const clear = (id: ClusterId) => {
    setSelected(null);
    legend.current.get(id)?.focus();
  };

  return (
    <div>
      <ToolHead tool="brandCompass" level={level} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div>
          <figure className="mx-auto max-w-md">
            <BrandCompassChart selected={selected} onToggle={toggle} />
          </figure>
          <ul
            aria-label={t("brandCompass.legendLabel")}
            className="mt-4 flex flex-wrap gap-2"
            data-testid="cluster-legend"
          >
            {CLUSTERS.map((c) => (
              <li key={c.id}>
                <button
                  ref={(node) => {
                    if (node) legend.current.set(c.id, node);
                    else legend.current.delete(c.id);
                  }}
                  type="button"
                  aria-pressed={selected === c.id}
                  onClick={() => toggle(c.id)}
                  className="inline-flex min-h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:border-slate-400 aria-pressed:border-navy-900 aria-pressed:bg-navy-900 aria-pressed:text-white"
                >
                  <span aria-hidden="true" className="h-3 w-3 rounded-full" style={{ background: c.color }} />
                  {t(`brandCompass.clusters.${c.id}.name`)}
                  <span className="opacity-80">{format.percent(c.size)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div aria-live="polite" className="rounded-2xl border border-slate-200 bg-white p-6">
          {cluster ? (
            <ClusterDetails cluster={cluster} level={below(level)} onClear={() => clear(cluster.id)} />
          ) : (
            <ClusterPrompt level={below(level)} />
          )}
        </div>
      </div>
    </div>
  );
}
