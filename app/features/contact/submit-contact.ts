import type { ContactAnswer, ContactMessageInput } from "~/domain/contact";
import type { Lang } from "~/i18n/languages";
import { apiFetch } from "~/lib/api-fetch";

/** POST /api/contact with the anti-spam signals the form collects. */
export function submitContact(
  lang: Lang,
  message: ContactMessageInput,
  signals: { website: string; elapsedMs: number },
): Promise<ContactAnswer> {
  return apiFetch<ContactAnswer>("/api/contact", { lang, body: { ...message, ...signals } });
}
