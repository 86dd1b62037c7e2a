import { PROJECT_STAGES } from "#core/domain/crm";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useTranslation } from "~/i18n/react";
import { CurrencyField } from "./currency-field";
import type { FieldSetProps } from "./field-set";
import { useErrorText } from "./form-bits";

type ProjectField =
  | "projectName"
  | "dealValue"
  | "currency"
  | "stage"
  | "startDate"
  | "endDate"
  | "deliverables";

/** A new project's form: its company and its own fields, all held as strings. */
export type ProjectValues = Record<"companyId" | ProjectField, string>;

/** A new project's empty form: SAR, a proposal (the modal sets the company). */
export const EMPTY_PROJECT: ProjectValues = {
  companyId: "",
  projectName: "",
  dealValue: "",
  currency: "SAR",
  stage: "proposal",
  startDate: "",
  endDate: "",
  deliverables: "",
};

/** A project's own fields: name (required), deal value and its currency (SAR by default), stage, start and end dates, deliverables. */
export function ProjectFields({ mode, idPrefix, register, errors }: FieldSetProps<ProjectField>) {
  const { t } = useTranslation("crm");
  const errorText = useErrorText();
  const add = mode === "add";
  const id = (name: string) => `${idPrefix}-${name}`;
  const dates = (
    <>
      <Field
        id={id("start")}
        label={t(add ? "add.project.startDate" : "modal.startDate")}
        error={errorText(errors.startDate)}
      >
        {(control) => <Input type="date" {...control} {...register("startDate")} />}
      </Field>
      <Field
        id={id("end")}
        label={t(add ? "add.project.endDate" : "modal.endDate")}
        error={errorText(errors.endDate)}
      >
        {(control) => <Input type="date" {...control} {...register("endDate")} />}
      </Field>
    </>
  );
  return (
    <>
      <Field
        id={id("name")}
        label={t(add ? "add.project.projectName" : "modal.projectName")}
        required
        error={errorText(errors.projectName)}
        className={add ? "sm:col-span-2" : undefined}
      >
        {(control) => <Input autoComplete="off" {...control} {...register("projectName")} />}
      </Field>
      <Field id={id("value")} label={t("pipeline:fields.dealValue")} error={errorText(errors.dealValue)}>
        {(control) => (
          <Input
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            {...control}
            {...register("dealValue")}
          />
        )}
      </Field>
      <CurrencyField id={id("currency")} register={register("currency")} error={errors.currency} />
      <Field
        id={id("stage")}
        label={t(add ? "add.project.stage" : "modal.projectStage")}
        required={add}
        error={errorText(errors.stage)}
      >
        {(control) => (
          <Select {...control} {...register("stage")}>
            {PROJECT_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {t(`projectStage.${stage}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {add ? dates : <div className="grid grid-cols-2 gap-3">{dates}</div>}
      <Field
        id={id("deliverables")}
        label={t(add ? "add.project.deliverables" : "modal.deliverables")}
        error={errorText(errors.deliverables)}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            rows={add ? 4 : 3}
            placeholder={add ? t("add.project.deliverablesPlaceholder") : undefined}
            {...control}
            {...register("deliverables")}
          />
        )}
      </Field>
    </>
  );
}
