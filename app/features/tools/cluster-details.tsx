import { MousePointerClick, X } from "lucide-react";
import { type Cluster, SHARE_BAR_SCALE } from "#core/content/tools";
import { useTranslation } from "~/i18n/react";
import { below, Heading, type HeadingLevel } from "./heading";
import { useFormat } from "./use-format";

/** The selected segment's figures and brand shares (bar width = share / 60 of the track). */
export function ClusterDetails({
  cluster,
  level,
  onClear,
}: {
  cluster: Cluster;
  level: HeadingLevel;
  /** The interactive showcase's "clear selection"; none in the document without script. */
  onClear?: () => void;
}) {
  const { t } = useTranslation("tools");
  const format = useFormat();
  const name = t(`brandCompass.clusters.${cluster.id}.name`);
  return (
    <div data-testid="cluster-details">
      <div className="flex items-start justify-between gap-3">
        <Heading level={level} className="flex items-center gap-2 text-xl font-bold text-navy-900">
          <span
            aria-hidden="true"
            className="h-3.5 w-3.5 rounded-full"
            style={{ background: cluster.color }}
          />
          {name}
        </Heading>
        {onClear ? (
          <button
            type="button"
            onClick={onClear}
            className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm font-medium text-muted hover:bg-slate-100 hover:text-ink"
          >
            <X aria-hidden="true" className="h-4 w-4" />
            {t("brandCompass.clearSelection")}
          </button>
        ) : null}
      </div>
      <p className="mt-2 leading-7 text-muted">{t(`brandCompass.clusters.${cluster.id}.description`)}</p>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        <Figure
          label={t("brandCompass.segmentSize")}
          value={format.percent(cluster.size)}
          testId="segment-size"
        />
        <Figure
          label={t("brandCompass.penetrationFactor")}
          value={format.percent(cluster.penetrationFactor)}
          testId="penetration-factor"
        />
      </dl>
      <p className="mt-2 text-sm text-muted">{t("brandCompass.penetrationHint")}</p>
      <Heading level={below(level)} className="mt-6 font-semibold text-navy-900">
        {t("brandCompass.brandShares")}
      </Heading>
      {cluster.brands.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-4 text-muted">
          {t("brandCompass.noBrands")}
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {cluster.brands.map(({ brand, share }) => (
            <li key={brand} data-brand={brand}>
              <div className="flex justify-between gap-3 text-sm">
                <span className="font-medium text-ink">{t(`brands.${brand}`)}</span>
                <span className="font-semibold text-navy-900">{format.percent(share)}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2.5 rounded-full bg-slate-100" data-part="track">
                <div
                  data-part="bar"
                  className="h-full rounded-full"
                  style={{ width: `${(share / SHARE_BAR_SCALE) * 100}%`, background: cluster.color }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** With nothing selected: the prompt (with script only) and how to read the outputs. */
export function ClusterPrompt({ level, prompt = true }: { level: HeadingLevel; prompt?: boolean }) {
  const { t } = useTranslation("tools");
  const items = t("brandCompass.outputs.items", { returnObjects: true }) as string[];
  return (
    <div data-testid="cluster-prompt">
      {prompt ? (
        <p className="mb-6 flex items-center gap-2 font-semibold text-primary">
          <MousePointerClick aria-hidden="true" className="h-5 w-5" />
          {t("brandCompass.prompt")}
        </p>
      ) : null}
      <Heading level={level} className="text-lg font-bold text-navy-900">
        {t("brandCompass.outputs.title")}
      </Heading>
      <ul className="mt-3 list-disc space-y-2 ps-5 leading-7 text-muted marker:text-primary">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-4 leading-7 text-ink">{t("brandCompass.outputs.text")}</p>
    </div>
  );
}

/** One of a cluster's two figures: its name over its value. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-navy-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
