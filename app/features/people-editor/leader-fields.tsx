import { suggestInitials } from "#core/domain/leaders";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { LanguageTextField } from "~/components/editor/language-text-field";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import type { TextDraft } from "./draft";

const LINES: Record<keyof TextDraft, number> = { name: 1, role: 1, location: 1, initials: 1, bio: 8 };

/**
 * One language's name, role, location, biography and monogram letters, typed in that language's direction;
 * the monogram's hint shows what an empty one becomes (suggested from the name, in its own script).
 */
export function LeaderFields({
  lang,
  text,
  errors,
  readOnly,
  onChange,
}: {
  lang: Lang;
  text: TextDraft;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (next: TextDraft) => void;
}) {
  const { t } = useTranslation("people");
  const pageLang = useLang();
  const hint = (field: keyof TextDraft) =>
    field === "initials" ? (
      <span dir={LANGUAGE_INFO[pageLang].dir}>
        {t("editor.initialsHint", { initials: suggestInitials(text.name, lang) || "…" })}
      </span>
    ) : undefined;
  return (
    <div className="space-y-4">
      {(["name", "role", "location", "initials", "bio"] as const).map((field) => (
        <LanguageTextField
          key={field}
          id={`leader-${lang}-${field}`}
          lang={lang}
          label={t(`editor.${field}`)}
          required={field !== "initials"}
          hint={hint(field)}
          error={errors[`texts.${lang}.${field}`]}
          rows={LINES[field] > 1 ? LINES[field] : undefined}
          value={text[field]}
          readOnly={readOnly}
          onChange={(value) => onChange({ ...text, [field]: value })}
        />
      ))}
    </div>
  );
}
