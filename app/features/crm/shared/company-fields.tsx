import { COMPANY_STAGES, NEW_COMPANY_STAGES } from "#core/domain/crm";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useTranslation } from "~/i18n/react";
import type { FieldSetProps } from "./field-set";
import { useErrorText } from "./form-bits";

type NewCompanyField = "stage" | "website" | "notes";
type CompanyFieldsProps =
  | (FieldSetProps<NewCompanyField> & { mode: "add" })
  | (FieldSetProps<NewCompanyField | "lastContact" | "nextAction"> & { mode: "edit" });

/**
 * A company's pipeline fields: the stage (a new company: the first three), then, when editing, the last
 * contact and next action, then website and notes. The add page puts the name and industry before them.
 */
export function CompanyFields(props: CompanyFieldsProps) {
  const { idPrefix, register, errors } = props;
  const { t } = useTranslation("crm");
  const errorText = useErrorText();
  const add = props.mode === "add";
  const editing = props.mode === "edit" ? props : undefined;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <Field
        id={id("stage")}
        label={t(add ? "add.company.stage" : "modal.stage")}
        required={add}
        error={errorText(errors.stage)}
      >
        {(control) => (
          <Select {...control} {...register("stage")}>
            {(add ? NEW_COMPANY_STAGES : COMPANY_STAGES).map((stage) => (
              <option key={stage} value={stage}>
                {t(`stage.${stage}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {editing ? (
        <>
          <Field
            id={id("last-contact")}
            label={t("modal.lastContact")}
            error={errorText(editing.errors.lastContact)}
          >
            {(control) => <Input type="date" {...control} {...editing.register("lastContact")} />}
          </Field>
          <Field
            id={id("next-action")}
            label={t("modal.nextAction")}
            error={errorText(editing.errors.nextAction)}
            className="sm:col-span-2"
          >
            {(control) => (
              <Input
                {...control}
                placeholder={t("modal.nextActionPlaceholder")}
                {...editing.register("nextAction")}
              />
            )}
          </Field>
        </>
      ) : null}
      <Field
        id={id("website")}
        label={t(add ? "add.company.website" : "modal.website")}
        error={errorText(errors.website)}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            type="url"
            dir="ltr"
            inputMode="url"
            autoComplete={add ? "off" : undefined}
            placeholder={t(add ? "add.company.websitePlaceholder" : "modal.websitePlaceholder")}
            {...control}
            {...register("website")}
          />
        )}
      </Field>
      <Field
        id={id("notes")}
        label={t(add ? "add.company.notes" : "modal.notes")}
        error={errorText(errors.notes)}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            rows={4}
            placeholder={add ? t("add.company.notesPlaceholder") : undefined}
            {...control}
            {...register("notes")}
          />
        )}
      </Field>
    </>
  );
}
