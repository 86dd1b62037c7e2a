import type { Article, ArticleChart as ChartData } from "#core/content/articles";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { formatNumber, formatPercent } from "#core/lib/format";
import { Chart, type ChartPoint } from "~/components/chart/chart";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/** A value as its chart's unit writes it: "67%", "±9.8", "36". */
export function chartValueText(unit: ChartData["unit"], value: number, lang: Lang): string {
  if (unit === "percent") return formatPercent(value, lang);
  if (unit === "points")
    return `±${formatNumber(value, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`;
  return formatNumber(value, lang);
}

/** The article's chart, its texts from blog:charts.<slug>, its figures from core/content/articles.ts. */
export function ArticleChart({ article }: { article: Article }) {
  const { t } = useTranslation("blog");
  const lang = useLang();
  const { chart } = article;
  const key = `charts.${article.slug}`;
  const points: ChartPoint[] = chart.data.map(({ category, value }) => ({
    label: typeof category === "number" ? formatNumber(category, lang) : t(`${key}.labels.${category}`),
    value,
    valueText: chartValueText(chart.unit, value, lang),
  }));
  return (
    <Chart
      kind={chart.kind}
      dir={LANGUAGE_INFO[lang].dir}
      title={t(`${key}.title`)}
      description={t(`${key}.description`)}
      caption={t(`${key}.caption`)}
      tableLabel={t("chartTable")}
      categoryHeading={t(`${key}.categoryHeading`)}
      valueHeading={t(`${key}.valueHeading`)}
      points={points}
      max={chart.max}
      tickText={(value) => formatNumber(value, lang)}
    />
  );
}
