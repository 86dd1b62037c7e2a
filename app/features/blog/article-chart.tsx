import type { ChartBlock } from "#core/domain/insight-body";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { formatNumber, formatPercent } from "#core/lib/format";
import { Chart, type ChartPoint } from "~/components/chart/chart";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/** A value as its chart's unit writes it: "67%", "±9.8", "36". */
export function chartValueText(unit: ChartBlock["unit"], value: number, lang: Lang): string {
  if (unit === "percent") return formatPercent(value, lang);
  if (unit === "points")
    return `±${formatNumber(value, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`;
  return formatNumber(value, lang);
}

/** A chart block of an article's body, drawn on the server (components/chart); its texts are the body's own. */
export function ArticleChart({ chart }: { chart: ChartBlock }) {
  const { t } = useTranslation("blog");
  const lang = useLang();
  const points: ChartPoint[] = chart.rows.map(({ label, value }) => ({
    label,
    value,
    valueText: chartValueText(chart.unit, value, lang),
  }));
  return (
    <Chart
      kind={chart.kind}
      dir={LANGUAGE_INFO[lang].dir}
      title={chart.title}
      description={chart.description}
      caption={chart.caption}
      tableLabel={t("chartTable")}
      categoryHeading={chart.categoryHeading ?? t("chartCategory")}
      valueHeading={chart.valueHeading ?? t("chartValue")}
      points={points}
      max={chart.max}
      tickText={(value) => formatNumber(value, lang)}
    />
  );
}
