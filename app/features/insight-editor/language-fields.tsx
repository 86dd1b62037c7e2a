import { suggestSlug } from "#core/domain/insights";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { isolate } from "#core/lib/format";
import { LanguageTextField } from "~/components/editor/language-text-field";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import type { TextDraft } from "./draft";

/**
 * One language's title, address (slug), excerpt and text. The slug follows the title (a Latin suggestion:
 * Serbian transliterated; an Arabic title gives insight-<id>) until someone types their own, and only before
 * the language is first saved: a saved address (perhaps public) changes only when typed.
 */
export function LanguageFields({
  lang,
  id,
  text,
  saved,
  errors,
  readOnly,
  onChange,
}: {
  lang: Lang;
  id: number | undefined;
  text: TextDraft;
  saved: boolean;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (next: TextDraft) => void;
}) {
  const { t } = useTranslation("insights");
  const pageLang = useLang();
  // The interface's sentences keep the page's direction inside a column of the other direction.
  const ui = (sentence: string) => <span dir={LANGUAGE_INFO[pageLang].dir}>{sentence}</span>;
  const key = (field: string) => `insight-${lang}-${field}`;
  const error = (field: keyof TextDraft) => errors[`texts.${lang}.${field}`];
  const suggestion = suggestSlug(text.title, id);
  const setTitle = (title: string) => {
    const followsTitle = !saved && (text.slug === "" || text.slug === suggestion);
    onChange({ ...text, title, slug: followsTitle ? suggestSlug(title, id) : text.slug });
  };
  return (
    <div className="space-y-4">
      <LanguageTextField
        id={key("title")}
        lang={lang}
        label={t("editor.title")}
        error={error("title")}
        value={text.title}
        readOnly={readOnly}
        onChange={setTitle}
      />
      <Field
        id={key("slug")}
        label={t("editor.slug")}
        hint={ui(t("editor.slugHint", { slug: isolate(suggestion || `insight-${id ?? "…"}`) }))}
        error={error("slug")}
      >
        {(control) => (
          <Input
            {...control}
            dir="ltr"
            className="text-start"
            value={text.slug}
            readOnly={readOnly}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => onChange({ ...text, slug: e.target.value })}
          />
        )}
      </Field>
      <LanguageTextField
        id={key("excerpt")}
        lang={lang}
        label={t("editor.excerpt")}
        error={error("excerpt")}
        rows={3}
        value={text.excerpt}
        readOnly={readOnly}
        onChange={(excerpt) => onChange({ ...text, excerpt })}
      />
      <LanguageTextField
        id={key("body")}
        lang={lang}
        label={t("editor.body")}
        hint={ui(t("editor.bodyHelp"))}
        error={error("body")}
        rows={14}
        value={text.body}
        readOnly={readOnly}
        onChange={(body) => onChange({ ...text, body })}
      />
    </div>
  );
}
