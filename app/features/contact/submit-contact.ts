import type { ContactAnswer, ContactMessageInput } from "#core/domain/contact";
import type { Lang } from "#core/i18n/languages";
import { apiFetch } from "~/lib/api-fetch";

/** POST /api/contact with the anti-spam signals the form collects. */
export function submitContact(
  lang: Lang,
  message: ContactMessageInput,
  signals: { website: string; elapsedMs: number },
): Promise<ContactAnswer> {
  return apiFetch<ContactAnswer>("/api/contact", { lang, body: { ...message, ...signals } });
}
