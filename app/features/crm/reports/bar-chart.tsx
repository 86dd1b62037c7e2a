import { LANGUAGE_INFO } from "#core/i18n/languages";
import { Chart, type ChartPoint } from "~/components/chart/chart";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/** A report's bar chart (components/chart): drawn as SVG, mirrored on right-to-left pages. */
export function BarChart(props: {
  title: string;
  description: string;
  caption: string;
  categoryHeading: string;
  valueHeading: string;
  points: ChartPoint[];
}) {
  const { t } = useTranslation("reports");
  const lang = useLang();
  return (
    <Chart
      kind="bar"
      dir={LANGUAGE_INFO[lang].dir}
      tableLabel={t("table")}
      max={Math.max(1, ...props.points.map((p) => p.value))}
      {...props}
    />
  );
}
