import { suggestSlug } from "#core/domain/insights";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { isolate } from "#core/lib/format";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
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
  const content = { lang: LANGUAGE_INFO[lang].htmlLang, dir: LANGUAGE_INFO[lang].dir };
  const suggestion = suggestSlug(text.title, id);
  const setTitle = (title: string) => {
    const followsTitle = !saved && (text.slug === "" || text.slug === suggestion);
    onChange({ ...text, title, slug: followsTitle ? suggestSlug(title, id) : text.slug });
  };
  return (
    <div className="space-y-4">
      <Field id={key("title")} label={t("editor.title")} error={error("title")}>
        {(control) => (
          <Input
            {...control}
            {...content}
            value={text.title}
            readOnly={readOnly}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </Field>
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
      <Field id={key("excerpt")} label={t("editor.excerpt")} error={error("excerpt")}>
        {(control) => (
          <Textarea
            {...control}
            {...content}
            rows={3}
            value={text.excerpt}
            readOnly={readOnly}
            onChange={(e) => onChange({ ...text, excerpt: e.target.value })}
          />
        )}
      </Field>
      <Field id={key("body")} label={t("editor.body")} hint={ui(t("editor.bodyHelp"))} error={error("body")}>
        {(control) => (
          <Textarea
            {...control}
            {...content}
            rows={14}
            value={text.body}
            readOnly={readOnly}
            onChange={(e) => onChange({ ...text, body: e.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
