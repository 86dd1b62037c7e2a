import { useMutation } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { industryByKey } from "#core/domain/industries";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { type DetectedIndustry, detectIndustry } from "../api/crm-api";

/** Confidence colours of SPEC.md: high green, medium yellow, anything else orange (dark text: AA contrast). */
const CONFIDENCE_CLASSES: Record<string, string> = {
  high: "bg-green-100 text-green-900 ring-green-300",
  medium: "bg-yellow-100 text-yellow-900 ring-yellow-300",
};
const OTHER_CONFIDENCE = "bg-orange-100 text-orange-900 ring-orange-300";

/**
 * Auto-Detect: asks POST /api/crm/detect-industry about the company name and hands back the industry;
 * the toasts of SPEC.md section 8 for success and each kind of failure.
 */
export function useAutoDetect(onDetected: (result: DetectedIndustry) => void) {
  const { t } = useTranslation(["crm", "industries"]);
  const lang = useLang();
  return useMutation({
    mutationFn: (companyName: string) => detectIndustry(lang, companyName),
    onSuccess: (result) => {
      onDetected(result);
      // Nothing in the name points to an industry: no guess, the reasoning says why.
      if (result.industry === null) {
        toast.info(t("detect.unsureTitle"), { description: result.reasoning });
        return;
      }
      toast.success(t("detect.successTitle"), {
        description: t("detect.success", {
          industry: industryName(result.industry, t),
          confidence: confidenceText(result.confidence, t),
        }),
      });
    },
    onError: (error) => {
      const description =
        error instanceof ApiError
          ? error.body.message
            ? error.message
            : t("detect.apiError", { status: error.status })
          : t("detect.failed");
      toast.error(t("toast.errorTitle"), { description });
    },
  });
}

type T = ReturnType<typeof useTranslation>["t"];

/** The industry's name; "Not Assigned" when the detector found no industry word (null). */
function industryName(key: string | null, t: T): string {
  if (key === null) return t("industries:industry.not-assigned");
  const industry = industryByKey(key);
  return industry ? t(`industries:industry.${industry.slug}`) : key;
}

function confidenceText(confidence: string, t: T): string {
  return ["high", "medium", "low", "unsure"].includes(confidence)
    ? t(`detect.confidenceLevel.${confidence}`)
    : confidence;
}

export function AutoDetectButton({
  disabled,
  detecting,
  onClick,
}: {
  disabled: boolean;
  detecting: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation("crm");
  return (
    <Button
      variant="outline"
      onClick={onClick}
      disabled={disabled || detecting}
      aria-describedby="detect-hint"
      className="shrink-0"
    >
      <Sparkles aria-hidden="true" className={`h-4 w-4 ${detecting ? "motion-safe:animate-pulse" : ""}`} />
      {detecting ? t("detect.detecting") : t("detect.button")}
    </Button>
  );
}

/**
 * 'Auto-Detected Information': industry, confidence in upper case and in its colour, reasoning; with
 * `onUse`, a button to take the industry, after `note` (the add page's: a low confidence's suggestion).
 */
export function DetectedPanel({
  result,
  onUse,
  note,
}: {
  result: DetectedIndustry;
  onUse?: (() => void) | undefined;
  note?: string;
}) {
  const { t } = useTranslation(["crm", "industries"]);
  // "Not assigned" reads as unsure, never as an industry with low confidence.
  const confidence = result.industry === null ? "unsure" : result.confidence;
  return (
    <section
      aria-labelledby="detected-title"
      className="rounded-xl border border-primary/30 bg-primary-light/40 p-4 sm:col-span-2"
    >
      <h3 id="detected-title" className="flex items-center gap-2 font-bold text-navy-900">
        <Sparkles aria-hidden="true" className="h-4 w-4 text-primary" />
        {t("detect.panelTitle")}
      </h3>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-medium text-muted">{t("detect.industry")}</dt>
        <dd className="font-semibold text-ink">{industryName(result.industry, t)}</dd>
        <dt className="font-medium text-muted">{t("detect.confidence")}</dt>
        <dd>
          <span
            data-confidence={confidence}
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ring-1 ring-inset ${
              CONFIDENCE_CLASSES[confidence] ?? OTHER_CONFIDENCE
            }`}
          >
            {confidenceText(confidence, t)}
          </span>
        </dd>
        <dt className="font-medium text-muted">{t("detect.reasoning")}</dt>
        <dd className="text-ink">{result.reasoning}</dd>
      </dl>
      {onUse ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <p className="text-ink">{note ?? t("detect.lowSuggestion")}</p>
          <Button variant="outline" size="sm" onClick={onUse}>
            {t("detect.useSuggestion", { industry: industryName(result.industry, t) })}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
