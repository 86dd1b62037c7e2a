import { BASE_CURRENCY, type Currency, isCurrency, type Money } from "#core/domain/pipeline";

/** Sums per currency in the fixed currency order; amounts rounded to the cent. */
export function sumByCurrency(rows: Array<{ currency: string; amount: number }>): Money[] {
  const sums = new Map<Currency, number>();
  for (const row of rows) {
    const currency = isCurrency(row.currency) ? row.currency : BASE_CURRENCY;
    sums.set(currency, (sums.get(currency) ?? 0) + row.amount);
  }
  return [...sums]
    .map(([currency, amount]) => ({ currency, amount: Math.round(amount * 100) / 100 }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

/** The amounts in SAR with the staff's rates; null when one of them has no rate (never a guess). */
export function convert(totals: Money[], rates: Map<string, number>): number | null {
  let sum = 0;
  for (const { currency, amount } of totals) {
    const rate = currency === BASE_CURRENCY ? 1 : rates.get(currency);
    if (rate === undefined) return null;
    sum += amount * rate;
  }
  return Math.round(sum * 100) / 100;
}

export const weigh = (totals: Money[], percent: number): Money[] =>
  totals.map((m) => ({ currency: m.currency, amount: Math.round(m.amount * percent) / 100 }));
