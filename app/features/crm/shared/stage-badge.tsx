import { isCompanyStage } from "#core/domain/crm";
import { useTranslation } from "~/i18n/react";

/** Badge colours of SPEC.md section 4 (dark text on a light tint: AA contrast); unknown stages look like a lead. */
const STAGE_CLASSES: Record<string, string> = {
  lead: "bg-slate-100 text-slate-800 ring-slate-300",
  qualified: "bg-blue-100 text-blue-900 ring-blue-300",
  proposal: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  negotiation: "bg-orange-100 text-orange-900 ring-orange-300",
  won: "bg-green-100 text-green-900 ring-green-300",
  lost: "bg-red-100 text-red-900 ring-red-300",
};

export function stageClass(stage: string): string {
  return STAGE_CLASSES[stage] ?? STAGE_CLASSES.lead ?? "";
}

export function StageBadge({ stage, className = "" }: { stage: string; className?: string }) {
  const { t } = useTranslation("crm");
  return (
    <span
      data-stage={stage}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${stageClass(stage)} ${className}`}
    >
      {isCompanyStage(stage) ? t(`stage.${stage}`) : stage}
    </span>
  );
}
