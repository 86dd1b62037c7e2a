import type { IndustryKey } from "#core/domain/industries";

export type Confidence = "high" | "medium" | "low";

export type EvidenceKind = "known-company" | "keyword" | "learned";

/** One reason behind a classification, in a form both code and reasoning text can use. */
export interface Evidence {
  kind: EvidenceKind;
  /** The part of the name that matched, as the user wrote it. */
  text: string;
  industry: IndustryKey;
  weight: number;
  /** For a known company: its display name. */
  company?: string;
}

export interface Classification {
  /** Null: "Not assigned", nothing in the name points to an industry (no guess is made). */
  industry: IndustryKey | null;
  confidence: Confidence;
  /** Strongest first. Evidence for other industries shows a conflict. */
  evidence: Evidence[];
}

/** The answer of POST /api/crm/detect-industry. */
export interface DetectResult {
  /** Null: "Not assigned" (shown as unsure); the reasoning says why. */
  industry: IndustryKey | null;
  confidence: Confidence;
  reasoning: string;
}
