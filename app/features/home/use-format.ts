import { useMemo } from "react";
import type { MetricUnit } from "~/content/home";
import { useLang } from "~/hooks/use-lang";
import { LANGUAGE_INFO } from "~/i18n/languages";
import { useTranslation } from "~/i18n/react";

/** Numbers in the page language, and figures with their unit (home:units.<unit>). */
export function useFormat() {
  const lang = useLang();
  const { t } = useTranslation("home");
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(LANGUAGE_INFO[lang].intl, { maximumFractionDigits: 1 });
    const number = (value: number) => numbers.format(value);
    return {
      number,
      metric: (value: number, unit: MetricUnit) => t(`units.${unit}`, { value: number(value) }),
    };
  }, [lang, t]);
}
