/**
 * The domain function behind POST /api/crm/detect-industry: the local classifier first; only when it is unsure
 * (low confidence, or "Not assigned": no industry word in the name) and an external model is configured, the
 * model is asked. A valid answer from the model is
 * given with medium confidence; otherwise the local answer stands.
 */
import type { Lang } from "#core/i18n/languages";
import { classifyIndustry } from "./classify";
import type { ExternalClassifier } from "./external-model";
import type { LearnedCue } from "./learned-match";
import { formatExternalReasoning, formatReasoning } from "./reasoning";
import type { DetectResult } from "./types";

export async function detectIndustry(
  companyName: string,
  lang: Lang,
  external?: ExternalClassifier,
  learned: readonly LearnedCue[] = [],
): Promise<DetectResult> {
  const local = classifyIndustry(companyName, learned);
  if (local.confidence === "low" && external) {
    const industry = await external(companyName).catch(() => undefined);
    if (industry)
      return { industry, confidence: "medium", reasoning: formatExternalReasoning(industry, lang) };
  }
  return { industry: local.industry, confidence: local.confidence, reasoning: formatReasoning(local, lang) };
}
