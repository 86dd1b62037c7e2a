import type { Metric } from "#core/content/pages";
import type { Lang } from "#core/i18n/languages";
import type { TFunction } from "#core/i18n/translate";
import { formatNumber } from "#core/lib/format";

/** A metric figure: the number through core/lib/format, the sign or suffix from `pages:units.<unit>`. */
export function formatMetric(t: TFunction, lang: Lang, metric: Pick<Metric, "value" | "unit">): string {
  return t(`pages:units.${metric.unit}`, { value: formatNumber(metric.value, lang) });
}
