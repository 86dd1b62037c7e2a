import type { ReactNode } from "react";
import type { CaseText } from "#core/domain/case-studies";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { LanguageTextField } from "~/components/editor/language-text-field";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import type { FigureDraft } from "./draft";

type Plain = Exclude<keyof CaseText, "resultLabels" | "storyLabels">;
type Labels = "resultLabels" | "storyLabels";

/**
 * One language's texts: the industries page's (sector name, title, challenge, solution, each figure's label),
 * the home page's story (title, text, each figure's short label), and the quote with its attribution.
 */
export function LanguageFields({
  lang,
  text,
  figures,
  errors,
  readOnly,
  onChange,
}: {
  lang: Lang;
  text: CaseText;
  figures: FigureDraft[];
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (next: CaseText) => void;
}) {
  const { t } = useTranslation("cases");
  const pageLang = useLang();
  // The interface's sentences keep the page's direction inside a column of the other direction.
  const ui = (sentence: string) => <span dir={LANGUAGE_INFO[pageLang].dir}>{sentence}</span>;
  const id = (field: string) => `case-${lang}-${field}`;

  const plain = (field: Plain, rows?: number, hint?: ReactNode) => (
    <LanguageTextField
      id={id(field)}
      lang={lang}
      label={t(`editor.${field}`)}
      hint={hint}
      error={errors[`texts.${lang}.${field}`]}
      rows={rows}
      value={text[field]}
      readOnly={readOnly}
      onChange={(value) => onChange({ ...text, [field]: value })}
    />
  );
  const labels = (field: Labels, label: "resultLabel" | "storyLabel") =>
    figures.map((figure, index) => (
      <LanguageTextField
        key={figure.id}
        id={id(`${field}-${index}`)}
        lang={lang}
        label={t(`editor.${label}`, { n: index + 1 })}
        error={index === 0 ? errors[`texts.${lang}.${field}`] : undefined}
        value={text[field][figure.id] ?? ""}
        readOnly={readOnly}
        onChange={(value) => onChange({ ...text, [field]: { ...text[field], [figure.id]: value } })}
      />
    ));
  const group = (heading: string, children: ReactNode) => (
    <fieldset className="space-y-4 border-t border-slate-200 pt-4">
      <legend className="text-sm font-bold text-navy-900">{ui(heading)}</legend>
      {children}
    </fieldset>
  );

  return (
    <div className="space-y-4">
      {group(
        t("editor.industriesPage"),
        <>
          {plain("industry")}
          {plain("title")}
          {plain("challenge", 4)}
          {plain("solution", 6)}
          {labels("resultLabels", "resultLabel")}
        </>,
      )}
      {group(
        t("editor.homePage"),
        <>
          {plain("storyTitle")}
          {plain("story", 5)}
          {labels("storyLabels", "storyLabel")}
        </>,
      )}
      {group(
        t("editor.quoteGroup"),
        <>
          {plain("quote", 4, ui(t("editor.quoteHint")))}
          {plain("attribution", undefined, ui(t("editor.attributionHint")))}
        </>,
      )}
    </div>
  );
}
