import { useLocation, useMatches } from "react-router";
import { LANGUAGE_INFO, LANGUAGES, type Lang } from "#core/i18n/languages";
import { languageChoiceHref } from "#core/lib/language-choice";
import { getHref } from "#core/lib/paths";
import { usePageAddress } from "~/hooks/use-page-address";
import { useTranslation } from "~/i18n/react";
import type { PageLanguages } from "~/lib/page.server";

const TONES = {
  light: {
    current: "bg-primary-light text-primary-dark",
    other: "text-ink hover:bg-surface hover:text-primary",
  },
  dark: { current: "bg-white/10 text-white", other: "text-slate-300 hover:bg-white/10 hover:text-white" },
} as const;

/**
 * Plain links to the same page in each language, through the server, which remembers the choice
 * (core/lib/language-choice.ts): no script needed. `landmark` wraps them in a labelled navigation
 * (not inside the menus, which are labelled themselves).
 */
export function LanguageSwitcher({
  className = "",
  layout = "row",
  tone = "light",
  landmark = true,
}: {
  className?: string;
  layout?: "row" | "column";
  tone?: keyof typeof TONES;
  landmark?: boolean;
}) {
  const { t } = useTranslation("common");
  const location = useLocation();
  const { lang: current, path } = usePageAddress();
  const languages = usePageLanguages();
  // A page that exists in some languages only (an insight) names its path in each; a missing language
  // opens that language's fallback (the blog's list) rather than a page that would be a 404.
  const target = (lang: Lang) => {
    if (!languages) return `${getHref(path, lang)}${location.search}${location.hash}`;
    const own = languages.paths[lang];
    return getHref(own ?? languages.missing, lang);
  };
  const list = (
    <ul className={layout === "row" ? "flex flex-wrap items-center gap-1" : "flex flex-col gap-1"}>
      {LANGUAGES.map((lang) => (
        <li key={lang}>
          <a
            href={languageChoiceHref(lang, target(lang))}
            lang={LANGUAGE_INFO[lang].htmlLang}
            hrefLang={LANGUAGE_INFO[lang].htmlLang}
            aria-current={lang === current ? "true" : undefined}
            className={`block rounded-md px-3 py-2 text-sm font-medium ${
              lang === current ? TONES[tone].current : `font-native ${TONES[tone].other}`
            }`}
          >
            {t(`language.${lang}`)}
          </a>
        </li>
      ))}
    </ul>
  );
  return landmark ? (
    <nav aria-label={t("language.label")} className={className}>
      {list}
    </nav>
  ) : (
    <div className={className}>{list}</div>
  );
}

/** The languages the shown page exists in, when its loader says (PageData.languages, app/lib/page.server.ts). */
function usePageLanguages(): PageLanguages | undefined {
  const matches = useMatches();
  for (const match of matches.toReversed()) {
    const data = match.loaderData as { languages?: PageLanguages } | undefined;
    if (data?.languages) return data.languages;
  }
  return undefined;
}
