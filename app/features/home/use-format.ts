import { useMemo } from "react";
import type { MetricUnit } from "#core/content/home";
import { formatNumber } from "#core/lib/format";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/** Numbers in the page language, and figures with their unit (home:units.<unit>). */
export function useFormat() {
  const lang = useLang();
  const { t } = useTranslation("home");
  return useMemo(() => {
    const number = (value: number) => formatNumber(value, lang, { maximumFractionDigits: 1 });
    return {
      number,
      metric: (value: number, unit: MetricUnit) => t(`units.${unit}`, { value: number(value) }),
    };
  }, [lang, t]);
}
