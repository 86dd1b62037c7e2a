import { useMemo } from "react";
import { formatNumber, formatPercent } from "#core/lib/format";
import { useLang } from "~/hooks/use-lang";

/** Numbers and percentages in the page language ("29%", "29٪", "29%"). */
export function useFormat() {
  const lang = useLang();
  return useMemo(() => {
    return {
      number: (value: number) => formatNumber(value, lang),
      /** `value` in percent points: percent(29) is "29%". */
      percent: (value: number) => formatPercent(value, lang),
    };
  }, [lang]);
}
