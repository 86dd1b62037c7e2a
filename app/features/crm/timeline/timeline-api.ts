import type { ActivityKind, TimelineEntry, TimelinePage } from "~/domain/pipeline";
import type { Lang } from "~/i18n/languages";
import { apiFetch } from "~/lib/api-client";

export type ActivityEntry = Extract<TimelineEntry, { type: "activity" }>;

/** Under the company's key, so a change to the company refreshes its timeline too. */
export const timelineKey = (companyId: number) => ["crm", "company", companyId, "timeline"] as const;

export const fetchTimeline = (lang: Lang, companyId: number, offset: number, signal?: AbortSignal) =>
  apiFetch<TimelinePage>(`/api/crm/companies/${companyId}/timeline?offset=${offset}`, { lang, signal });

export const logActivity = (lang: Lang, companyId: number, body: { kind: ActivityKind; body: string }) =>
  apiFetch<ActivityEntry>(`/api/crm/companies/${companyId}/activities`, { lang, body });

export const editActivity = (
  lang: Lang,
  id: number,
  body: { kind: ActivityKind; body: string; version: number },
) => apiFetch<ActivityEntry>(`/api/crm/activities/${id}`, { lang, method: "PATCH", body });

export const removeActivity = (lang: Lang, id: number) =>
  apiFetch<void>(`/api/crm/activities/${id}`, { lang, method: "DELETE" });
