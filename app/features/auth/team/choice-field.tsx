import { ROLES, type Role } from "#core/domain/roles";
import { LANGUAGES, type Lang } from "#core/i18n/languages";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { useTranslation } from "~/i18n/react";

/**
 * A labelled select of one of `values`, each shown as `optionLabel` says. `value` null: none chosen yet,
 * shown as "—" until one is.
 */
export function ChoiceField<V extends string | number>({
  id,
  label,
  values,
  value,
  optionLabel,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  values: readonly V[];
  value: V | null;
  optionLabel: (value: V) => string;
  disabled?: boolean;
  onChange: (value: V) => void;
}) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <Select
          {...control}
          value={value ?? ""}
          disabled={disabled}
          onChange={(event) => {
            const chosen = values.find((option) => String(option) === event.target.value);
            if (chosen !== undefined) onChange(chosen);
          }}
        >
          {value === null && <option value="">—</option>}
          {values.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

type Choice<V> = { id: string; value: V; disabled?: boolean; onChange: (value: V) => void };

/** A staff member's role (the invitation's, a member's on the Team page). */
export function RoleField(props: Choice<Role>) {
  const { t } = useTranslation("team");
  return (
    <ChoiceField
      {...props}
      label={t("team.role")}
      values={ROLES}
      optionLabel={(role) => t(`roles.${role}`)}
    />
  );
}

/** A staff member's language: their pages' and their e-mails'. */
export function LanguageField(props: Choice<Lang>) {
  const { t } = useTranslation("team");
  return (
    <ChoiceField
      {...props}
      label={t("team.language")}
      values={LANGUAGES}
      optionLabel={(code) => t(`languages.${code}`)}
    />
  );
}
