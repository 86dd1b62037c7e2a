import type { ReactNode } from "react";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";

/**
 * One text of a record in one language (`lang`): typed in that language and its direction, on one line, or
 * in a box of `rows` lines; labelled, with its hint and error wired as Field does.
 */
export function LanguageTextField({
  id,
  lang,
  label,
  hint,
  required,
  error,
  rows,
  value,
  readOnly,
  onChange,
}: {
  id: string;
  lang: Lang;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  error: string | undefined;
  rows?: number;
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}) {
  const props = {
    lang: LANGUAGE_INFO[lang].htmlLang,
    dir: LANGUAGE_INFO[lang].dir,
    value,
    readOnly,
  };
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      {(control) =>
        rows ? (
          <Textarea {...control} {...props} rows={rows} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <Input {...control} {...props} onChange={(e) => onChange(e.target.value)} />
        )
      }
    </Field>
  );
}
