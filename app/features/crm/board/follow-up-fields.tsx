import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { useTranslation } from "~/i18n/react";
import { useErrorText } from "../shared/form-bits";
import { useOwners } from "./view-switch";

/** The follow-up of a company's next action: its due date and its owner (a staff account). */
export function FollowUpFields({
  due,
  owner,
  errors,
  currentOwner,
}: {
  due: UseFormRegisterReturn;
  owner: UseFormRegisterReturn;
  errors: { due?: FieldError; owner?: FieldError };
  currentOwner: string | null;
}) {
  const { t } = useTranslation("pipeline");
  const errorText = useErrorText();
  const owners = useOwners().data?.items ?? [];
  const choices = currentOwner && !owners.includes(currentOwner) ? [currentOwner, ...owners] : owners;
  return (
    <>
      <Field id="edit-next-action-due" label={t("fields.due")} error={errorText(errors.due)}>
        {(control) => <Input type="date" {...control} {...due} />}
      </Field>
      <Field id="edit-next-action-owner" label={t("fields.owner")} error={errorText(errors.owner)}>
        {(control) => (
          <Select {...control} {...owner}>
            <option value="">{t("fields.noOwner")}</option>
            {choices.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </>
  );
}
