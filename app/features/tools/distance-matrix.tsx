import { Activity, Target, TrendingUp } from "lucide-react";
import { useState } from "react";
import {
  ATTRIBUTES,
  type AttributeId,
  DEFAULT_ATTRIBUTE,
  MATRIX_BRANDS,
  MATRIX_INSIGHTS,
} from "#core/content/tools";
import { useTranslation } from "~/i18n/react";
import { below, Heading, type HeadingLevel } from "./heading";
import { ToolHead } from "./tool-head";
import { TrendBadge } from "./trend-icon";
import { useFormat } from "./use-format";

const INSIGHT_ICONS = { accuracy: Target, trend: TrendingUp, sales: Activity } as const;

/**
 * Distance Matrix: the ten image attributes ranked by importance (exactly one selected, Trusted
 * first) and the four brands' scores on the selected one, with their trend.
 */
export function DistanceMatrix({ level }: { level: HeadingLevel }) {
  const { t } = useTranslation("tools");
  const format = useFormat();
  const [selected, setSelected] = useState<AttributeId>(DEFAULT_ATTRIBUTE);
  const attribute = t(`distanceMatrix.attributes.${selected}`);

  return (
    <div>
      <ToolHead tool="distanceMatrix" level={level} />
      <div className="mt-6 grid gap-8 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Heading level={below(level)} className="font-semibold text-navy-900">
            {t("distanceMatrix.attributesTitle")}
          </Heading>
          <p className="text-sm text-muted">{t("distanceMatrix.attributesHint")}</p>
          <ol className="mt-3 space-y-1.5" aria-label={t("distanceMatrix.attributesTitle")}>
            {ATTRIBUTES.map((item, index) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={selected === item.id}
                  onClick={() => setSelected(item.id)}
                  className="group grid w-full grid-cols-[1.75rem_1fr_auto] items-center gap-x-2 rounded-lg border border-transparent px-3 py-2 text-start text-sm hover:bg-slate-50 aria-pressed:border-primary aria-pressed:bg-primary-light"
                >
                  <span className="text-muted">{format.number(index + 1)}</span>
                  <span className="font-medium text-ink">{t(`distanceMatrix.attributes.${item.id}`)}</span>
                  <span className="font-semibold text-navy-900">
                    <span className="sr-only">{t("distanceMatrix.importance")} </span>
                    {format.number(item.importance)}
                  </span>
                  <span
                    aria-hidden="true"
                    className="col-start-2 col-end-4 mt-1 h-1.5 rounded-full bg-slate-200"
                  >
                    <span
                      className="block h-full rounded-full bg-primary"
                      style={{ width: `${item.importance}%` }}
                    />
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </div>
        <div className="lg:col-span-3">
          <div
            className="rounded-2xl border border-slate-200 bg-white p-6 lg:sticky lg:top-24"
            aria-live="polite"
          >
            <Heading level={below(level)} className="text-lg font-bold text-navy-900">
              {t("distanceMatrix.chartTitle", { attribute })}
            </Heading>
            <ul className="mt-5 space-y-5" data-testid="brand-scores">
              {MATRIX_BRANDS.map((brand) => {
                const score = brand.scores[selected];
                return (
                  <li key={brand.id} data-brand={brand.id}>
                    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                      <span className="flex items-center gap-2 font-medium text-ink">
                        <span
                          aria-hidden="true"
                          className="h-3 w-3 rounded-full"
                          style={{ background: brand.color }}
                        />
                        {t(`brands.${brand.id}`)}
                      </span>
                      <span className="flex items-center gap-4">
                        <span className="font-semibold text-navy-900">
                          <span className="sr-only">{t("distanceMatrix.score")} </span>
                          <span data-part="score">{format.number(score)}</span>
                        </span>
                        <TrendBadge trend={brand.trend} />
                      </span>
                    </div>
                    <div aria-hidden="true" className="mt-2 h-3 rounded-full bg-slate-100">
                      <div
                        className="h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none"
                        style={{ width: `${score}%`, background: brand.color }}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </div>
      <MatrixInsights level={below(level)} />
    </div>
  );
}

/** What the matrix tells: accuracy, trends, sales (three short cards). */
export function MatrixInsights({ level }: { level: HeadingLevel }) {
  const { t } = useTranslation("tools");
  return (
    <ul className="mt-8 grid gap-4 md:grid-cols-3">
      {MATRIX_INSIGHTS.map((insight) => {
        const Icon = INSIGHT_ICONS[insight.id];
        return (
          <li key={insight.id} className="rounded-2xl bg-slate-50 p-5">
            <Icon aria-hidden="true" className="h-6 w-6 text-primary" />
            <Heading level={level} className="mt-3 font-semibold text-navy-900">
              {t(`distanceMatrix.insights.${insight.id}.title`)}
            </Heading>
            <p className="mt-2 text-sm leading-6 text-muted">
              {t(`distanceMatrix.insights.${insight.id}.text`)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
