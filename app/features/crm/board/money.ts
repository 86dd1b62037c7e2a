import type { Money } from "#core/domain/pipeline";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";

/** An amount in its currency, in the page's language ("SAR 1,000", "1.000 RSD", "١٬٠٠٠ ر.س."). */
export function formatMoney(money: Money, lang: Lang, compact = false): string {
  return new Intl.NumberFormat(LANGUAGE_INFO[lang].intl, {
    style: "currency",
    currency: money.currency,
    // Whole amounts without ",00"; cents when there are any.
    minimumFractionDigits: compact || Number.isInteger(money.amount) ? 0 : 2,
    maximumFractionDigits: compact ? 0 : 2,
    ...(compact ? { notation: "compact" as const } : {}),
  }).format(money.amount);
}

/** The currency's name in the page's language. */
export function currencyName(currency: string, lang: Lang): string {
  return new Intl.DisplayNames([LANGUAGE_INFO[lang].intl], { type: "currency" }).of(currency) ?? currency;
}
