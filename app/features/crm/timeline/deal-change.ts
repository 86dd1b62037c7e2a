import { isCompanyStage, isProjectStage } from "#core/domain/crm";
import { isCurrency } from "#core/domain/currency";
import { isLostReason } from "#core/domain/deals";
import { isolate } from "#core/lib/format";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { formatDate, formatNumber } from "../shared/format";
import { PROJECT_FIELDS } from "../shared/project-values";

/**
 * The fields of a deal's change the timeline shows, in the order of its form (PROJECT_FIELDS, under the
 * record's names: its name; the day it closed after the day it was expected to).
 */
export const DEAL_FIELDS: readonly string[] = PROJECT_FIELDS.flatMap((field) =>
  field === "projectName" ? ["name"] : field === "expectedClose" ? [field, "closedOn"] : [field],
);
const DATES = new Set(["expectedClose", "closedOn", "startDate", "endDate", "nextActionDue"]);

/**
 * A deal's changed field as people read it: its label, and a value's text (stages and lost reasons are
 * keys, shown in the reader's language; dates and numbers as the page writes them; people's text isolated).
 */
export function useDealChangeText() {
  const { t } = useTranslation(["deals", "crm", "pipeline"]);
  const lang = useLang();
  const value = (field: string, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === "") return t("pipeline:timeline.empty");
    const text = String(raw);
    if (field === "dealStage" && isCompanyStage(text)) return t(`crm:stage.${text}`);
    if (field === "stage" && isProjectStage(text)) return t(`crm:projectStage.${text}`);
    if (field === "lostReason" && isLostReason(text)) return t(`lostReasons.${text}`);
    if (DATES.has(field)) return formatDate(text, lang) ?? text;
    if (field === "probability" && typeof raw === "number")
      return t("timeline.percent", { number: formatNumber(raw, lang) });
    if (field === "dealValue" && typeof raw === "number") return formatNumber(raw, lang);
    if (field === "currency" && isCurrency(text)) return text;
    return isolate(text.length > 160 ? `${text.slice(0, 160)}…` : text);
  };
  return {
    label: (field: string) => t(`timeline.field.${field}`),
    value,
  };
}
