import type { CompanyStage } from "~/domain/crm";
import type {
  BoardColumnPage,
  FollowUpList,
  PipelineSettings,
  PipelineSummary,
  Rate,
} from "~/domain/pipeline";
import type { Lang } from "~/i18n/languages";
import { apiFetch } from "~/lib/api-client";

/** The board's calls to /api/crm/pipeline; keys under "crm" so that Refresh reloads them too. */
export const pipelineKeys = {
  all: ["crm", "pipeline"] as const,
  summary: () => ["crm", "pipeline", "summary"] as const,
  column: (stage: CompanyStage) => ["crm", "pipeline", "column", stage] as const,
  followUps: () => ["crm", "pipeline", "follow-ups"] as const,
  owners: () => ["crm", "pipeline", "owners"] as const,
};

export const fetchSummary = (lang: Lang, signal?: AbortSignal) =>
  apiFetch<PipelineSummary>("/api/crm/pipeline/summary", { lang, signal });

export const fetchColumn = (
  lang: Lang,
  stage: CompanyStage,
  offset: number,
  today: string,
  signal?: AbortSignal,
) =>
  apiFetch<BoardColumnPage>(`/api/crm/pipeline/columns/${stage}?offset=${offset}&today=${today}`, {
    lang,
    signal,
  });

export const fetchFollowUps = (lang: Lang, today: string, signal?: AbortSignal) =>
  apiFetch<FollowUpList>(`/api/crm/pipeline/follow-ups?today=${today}`, { lang, signal });

export const fetchOwners = (lang: Lang, signal?: AbortSignal) =>
  apiFetch<{ items: string[]; me: string | null }>("/api/crm/pipeline/owners", { lang, signal });

export const saveSettings = (lang: Lang, body: PipelineSettings) =>
  apiFetch<PipelineSettings>("/api/crm/pipeline/settings", { lang, method: "PUT", body });

export const saveRates = (lang: Lang, rates: Rate[]) =>
  apiFetch<{ rates: Rate[] }>("/api/crm/pipeline/rates", { lang, method: "PUT", body: { rates } });
