import { DEFAULT_LANG, isLang, type Lang } from "#core/i18n/languages";

/** The best supported language of an Accept-Language header, or undefined when none is acceptable. */
export function preferredLanguage(header: string | undefined | null): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { primary: tag.toLowerCase().split("-")[0] ?? "", q: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => entry.primary && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.map((entry) => entry.primary).find(isLang);
}

export function requestLang(header: string | undefined | null): Lang {
  return preferredLanguage(header) ?? DEFAULT_LANG;
}
