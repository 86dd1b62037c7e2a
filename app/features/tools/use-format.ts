import { useMemo } from "react";
import { useLang } from "~/hooks/use-lang";
import { LANGUAGE_INFO } from "~/i18n/languages";

/** Numbers and percentages in the page language ("29%", "29٪", "29%"). */
export function useFormat() {
  const lang = useLang();
  return useMemo(() => {
    const locale = LANGUAGE_INFO[lang].intl;
    const numbers = new Intl.NumberFormat(locale);
    const percents = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
    return {
      number: (value: number) => numbers.format(value),
      /** `value` in percent points: percent(29) is "29%". */
      percent: (value: number) => percents.format(value / 100),
    };
  }, [lang]);
}
