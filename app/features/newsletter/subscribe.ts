import type { NewsletterAnswer, NewsletterInput } from "~/domain/newsletter";
import type { Lang } from "~/i18n/languages";
import { apiFetch } from "~/lib/api-fetch";

export function subscribe(lang: Lang, input: NewsletterInput): Promise<NewsletterAnswer> {
  return apiFetch<NewsletterAnswer>("/api/newsletter", { lang, body: input });
}
