/** Deal currencies: SAR is the default and the currency of converted totals. */
export const CURRENCIES = ["SAR", "EUR", "RSD", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const BASE_CURRENCY: Currency = "SAR";

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}
