import type { NewsletterAnswer, NewsletterInput } from "#core/domain/newsletter";
import type { Lang } from "#core/i18n/languages";
import { apiFetch } from "~/lib/api-fetch";

export function subscribe(lang: Lang, input: NewsletterInput): Promise<NewsletterAnswer> {
  return apiFetch<NewsletterAnswer>("/api/newsletter", { lang, body: input });
}
