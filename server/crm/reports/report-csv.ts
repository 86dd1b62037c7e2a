import { CURRENCIES } from "#core/domain/pipeline";
import type { Amounts, RateUsed, ReportAnswers, ReportName } from "#core/domain/reports";
import type { TFunction } from "#core/i18n/translate";
import { toCsv } from "../csv";

type Cell = string | number | null;

/** Amount columns: one per currency the report has, then the SAR total (blank without every rate). */
function moneyColumns(all: Amounts[]) {
  const currencies = CURRENCIES.filter((c) => all.some((a) => a.totals.some((m) => m.currency === c)));
  return {
    headings: (label: string, t: TFunction) => [
      ...currencies.map((c) => `${label} (${c})`),
      `${label} (${t("reports:sar")})`,
    ],
    cells: (a: Amounts): Cell[] => [
      ...currencies.map((c) => a.totals.find((m) => m.currency === c)?.amount ?? 0),
      a.sar,
    ],
  };
}

const rateRows = (rates: RateUsed[], t: TFunction): Cell[][] =>
  rates.length === 0
    ? []
    : [
        [],
        [t("reports:csv.currency"), t("reports:csv.rate"), t("reports:csv.rateDate")],
        ...rates.map((r) => [r.currency, r.rateToSar, r.rateDate]),
      ];

/** A report as CSV (UTF-8 with a byte-order mark, as the sheets' export): plain numbers, ISO months. */
export function reportCsv<K extends ReportName>(name: K, answer: ReportAnswers[K], t: TFunction): string {
  return toCsv(rowsOf(name, answer as ReportAnswers[ReportName], t));
}

function rowsOf(name: ReportName, answer: ReportAnswers[ReportName], t: TFunction): Cell[][] {
  const r = answer as ReportAnswers[typeof name];
  switch (name) {
    case "forecast": {
      const a = r as ReportAnswers["forecast"];
      const rows = [...a.months, ...a.quarters, a.overdue, a.noCloseDate];
      const money = moneyColumns(rows);
      const label = (key: string) =>
        key === "overdue" ? t("reports:forecast.overdue") : key === "none" ? t("reports:forecast.none") : key;
      return [
        [
          t("reports:forecast.month"),
          t("reports:forecast.deals"),
          ...money.headings(t("reports:forecast.expected"), t),
        ],
        ...rows.map((row) => [label(row.key), row.deals, ...money.cells(row)]),
        ...rateRows(a.rates, t),
      ];
    }
    case "pipeline": {
      const a = r as ReportAnswers["pipeline"];
      const money = moneyColumns(a.stages.flatMap((s) => [s.value, s.weighted]));
      return [
        [
          t("reports:pipeline.stage"),
          t("reports:pipeline.deals"),
          ...money.headings(t("reports:pipeline.value"), t),
          ...money.headings(t("reports:pipeline.weighted"), t),
        ],
        ...a.stages.map((s) => [
          t(`crm:stage.${s.stage}`),
          s.deals,
          ...money.cells(s.value),
          ...money.cells(s.weighted),
        ]),
        ...rateRows(a.rates, t),
      ];
    }
    case "won-lost": {
      const a = r as ReportAnswers["won-lost"];
      return [
        ["month", "won", "lost", "winRate"].map((k) => t(`reports:wonLost.${k}`)),
        ...a.months.map((m) => [m.month, m.won, m.lost, m.winRate]),
        [t("reports:wonLost.total"), a.total.won, a.total.lost, a.total.winRate],
      ];
    }
    case "days-to-close": {
      const a = r as ReportAnswers["days-to-close"];
      return [
        ["month", "won", "average"].map((k) => t(`reports:daysToClose.${k}`)),
        ...a.months.map((m) => [m.month, m.won, m.averageDays]),
        [t("reports:daysToClose.total"), a.total.won, a.total.averageDays],
      ];
    }
    case "lost-reasons": {
      const a = r as ReportAnswers["lost-reasons"];
      return [
        [t("reports:lostReasons.reason"), t("reports:lostReasons.deals")],
        ...a.reasons.map((x) => [
          x.reason === "unknown" ? t("reports:lostReasons.unknown") : t(`deals:lostReasons.${x.reason}`),
          x.deals,
        ]),
      ];
    }
    case "owners": {
      const a = r as ReportAnswers["owners"];
      return [
        ["owner", "deals", "activities"].map((k) => t(`reports:owners.${k}`)),
        ...a.owners.map((o) => [o.owner ?? t("reports:owners.none"), o.deals, o.activities]),
      ];
    }
    case "sources": {
      const a = r as ReportAnswers["sources"];
      return [
        ["source", "deals", "companies"].map((k) => t(`reports:sources.${k}`)),
        ...a.sources.map((s) => [t(`reports:sources.${s.source}`), s.deals, s.companies]),
      ];
    }
  }
}
