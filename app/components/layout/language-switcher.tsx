import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LANGUAGE_INFO, LANGUAGES } from "~/i18n/languages";
import { saveLanguageChoice } from "~/lib/language-choice";
import { getHref, splitLangPath } from "~/lib/paths";

/** Links to the same page in the other languages; choosing one saves the choice. */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { t } = useTranslation("common");
  const location = useLocation();
  const { lang: current, path } = splitLangPath(location.pathname);
  return (
    <nav aria-label={t("language.label")} className={className}>
      <ul className="flex items-center gap-1">
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <a
              href={`${getHref(path, lang)}${location.search}${location.hash}`}
              lang={LANGUAGE_INFO[lang].htmlLang}
              hrefLang={LANGUAGE_INFO[lang].htmlLang}
              aria-current={lang === current ? "true" : undefined}
              onClick={() => saveLanguageChoice(lang)}
              className={`block rounded-md px-2 py-1 text-sm font-medium ${
                lang === current ? "bg-primary-light text-primary-dark" : "text-muted hover:text-primary"
              }`}
            >
              {t(`language.${lang}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
