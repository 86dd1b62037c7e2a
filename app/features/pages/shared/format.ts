import type { Metric } from "~/content/pages";
import type { Lang } from "~/i18n/languages";
import type { TFunction } from "~/i18n/translate";
import { formatNumber } from "~/lib/format";

/** A metric figure: the number through app/lib/format, the sign or suffix from `pages:units.<unit>`. */
export function formatMetric(t: TFunction, lang: Lang, metric: Pick<Metric, "value" | "unit">): string {
  return t(`pages:units.${metric.unit}`, { value: formatNumber(metric.value, lang) });
}
