import type { UseFormRegisterReturn } from "react-hook-form";
import { PROJECT_STAGES } from "#core/domain/crm";
import { DEAL_STAGES, dealStageFor, isDealStage, projectStageFor } from "#core/domain/deals";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useTranslation } from "~/i18n/react";
import { CurrencyField } from "./currency-field";
import { ContactSelect, LostReasonFields, OwnerSelect, ProbabilityField } from "./deal-choices";
import type { FieldSetProps } from "./field-set";
import { useErrorText } from "./form-bits";
import type { ProjectField, ProjectValues } from "./project-values";

type Watched = "companyId" | "dealStage" | "stage" | "owner" | "nextActionOwner";

/** What the deal's fields read and set beyond their own inputs: the stage and the status follow each other. */
export interface DealFormBits {
  /** A new deal: no owner chosen means its creator, the signed-in account. */
  creating: boolean;
  watch: (field: Watched) => string;
  setValue: (field: "dealStage" | "stage", value: string) => void;
}

/** DealFormBits of a deal's react-hook-form form. */
export function dealFormBits(
  creating: boolean,
  form: {
    watch: (field: Watched) => string;
    setValue: (field: keyof ProjectValues, value: string, options: { shouldDirty: boolean }) => void;
  },
): DealFormBits {
  return {
    creating,
    watch: (field) => form.watch(field),
    setValue: (field, value) => form.setValue(field, value, { shouldDirty: true }),
  };
}

/** A select's registration that also runs `then` with the chosen value. */
function alsoOnChange(
  registered: UseFormRegisterReturn,
  then: (value: string) => void,
): UseFormRegisterReturn {
  return {
    ...registered,
    onChange: async (event) => {
      await registered.onChange(event);
      then((event.target as HTMLSelectElement).value);
    },
  };
}

/**
 * A deal's own fields: name (required), amount and currency, deal stage and probability (blank: the stage's
 * default), owner and primary contact, expected close, the project's status, start and end, the lost reason
 * (in Lost), the next step with its due date and owner, deliverables.
 */
export function ProjectFields({
  mode,
  idPrefix,
  register,
  errors,
  creating,
  watch,
  setValue,
}: FieldSetProps<ProjectField> & DealFormBits) {
  const { t } = useTranslation(["crm", "deals"]);
  const errorText = useErrorText();
  const add = mode === "add";
  const id = (name: string) => `${idPrefix}-${name}`;
  const dealStage = watch("dealStage");
  const stage = isDealStage(dealStage) ? dealStage : "proposal";
  const date = (
    field: "startDate" | "endDate" | "expectedClose" | "nextActionDue",
    name: string,
    label: string,
  ) => (
    <Field id={id(name)} label={label} error={errorText(errors[field])}>
      {(control) => <Input type="date" {...control} {...register(field)} />}
    </Field>
  );
  return (
    <>
      <Field
        id={id("name")}
        label={t(add ? "add.project.projectName" : "modal.projectName")}
        required
        error={errorText(errors.projectName)}
        className="sm:col-span-2"
      >
        {(control) => <Input autoComplete="off" {...control} {...register("projectName")} />}
      </Field>
      <Field id={id("value")} label={t("deals:fields.amount")} error={errorText(errors.dealValue)}>
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
      <Field id={id("deal-stage")} label={t("deals:fields.stage")} error={errorText(errors.dealStage)}>
        {(control) => (
          <Select
            {...control}
            {...alsoOnChange(register("dealStage"), (value) => {
              if (isDealStage(value)) setValue("stage", projectStageFor(value, watch("stage")));
            })}
          >
            {DEAL_STAGES.map((value) => (
              <option key={value} value={value}>
                {t(`stage.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <ProbabilityField
        id={id("probability")}
        label={t("deals:fields.probability")}
        register={register("probability")}
        error={errors.probability}
        stage={stage}
      />
      {stage === "lost" ? (
        <LostReasonFields
          idPrefix={idPrefix}
          reason={register("lostReason")}
          note={register("lostNote")}
          errors={{ reason: errors.lostReason, note: errors.lostNote }}
        />
      ) : null}
      <OwnerSelect
        id={id("owner")}
        label={t("deals:fields.owner")}
        register={register("owner")}
        error={errors.owner}
        current={watch("owner")}
        blank={creating ? "me" : "none"}
      />
      <ContactSelect
        id={id("contact")}
        label={t("deals:fields.contact")}
        register={register("contactId")}
        error={errors.contactId}
        companyId={Number(watch("companyId")) || 0}
      />
      {date("expectedClose", "expected-close", t("deals:fields.expectedClose"))}
      <Field
        id={id("stage")}
        label={t(add ? "add.project.stage" : "modal.projectStage")}
        error={errorText(errors.stage)}
      >
        {(control) => (
          <Select
            {...control}
            {...alsoOnChange(register("stage"), (value) => {
              setValue("dealStage", dealStageFor(value, stage));
            })}
          >
            {PROJECT_STAGES.map((value) => (
              <option key={value} value={value}>
                {t(`projectStage.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {date("startDate", "start", t(add ? "add.project.startDate" : "modal.startDate"))}
      {date("endDate", "end", t(add ? "add.project.endDate" : "modal.endDate"))}
      <Field
        id={id("next-step")}
        label={t("deals:fields.nextStep")}
        error={errorText(errors.nextAction)}
        className="sm:col-span-2"
      >
        {(control) => <Input autoComplete="off" {...control} {...register("nextAction")} />}
      </Field>
      {date("nextActionDue", "next-step-due", t("deals:fields.nextStepDue"))}
      <OwnerSelect
        id={id("next-step-owner")}
        label={t("deals:fields.nextStepOwner")}
        register={register("nextActionOwner")}
        error={errors.nextActionOwner}
        current={watch("nextActionOwner")}
        blank="none"
      />
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
