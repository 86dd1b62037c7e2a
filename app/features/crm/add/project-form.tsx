import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { newProjectSchema, PROJECT_STAGES } from "~/domain/crm";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { createProject } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { CurrencyField } from "../board/follow-up-fields";
import { showServerErrors, stringFormResolver, useErrorText } from "../shared/form-bits";
import { CompanySelect, type useCompanyOptions } from "./company-select";
import { FormActions, SavedBanner } from "./form-parts";
import { useSavedBanner } from "./use-saved-banner";

interface ProjectFormValues {
  companyId: string;
  projectName: string;
  dealValue: string;
  currency: string;
  stage: string;
  startDate: string;
  endDate: string;
  deliverables: string;
}

const EMPTY: ProjectFormValues = {
  companyId: "",
  projectName: "",
  dealValue: "",
  currency: "SAR",
  stage: "proposal",
  startDate: "",
  endDate: "",
  deliverables: "",
};

/** The Project tab: company and name required, deal value in SAR, stage (proposal by default), dates, deliverables. */
export function ProjectForm({ companies }: { companies: ReturnType<typeof useCompanyOptions> }) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const client = useQueryClient();
  const errorText = useErrorText();
  const [saved, showSaved] = useSavedBanner();
  const form = useForm<ProjectFormValues, unknown, ReturnType<typeof newProjectSchema.parse>>({
    resolver: stringFormResolver(newProjectSchema),
    defaultValues: EMPTY,
  });
  const save = useMutation({
    mutationFn: (body: unknown) => createProject(lang, body),
    onSuccess: (project) => {
      form.reset(EMPTY);
      showSaved();
      toast.success(t("toast.successTitle"), { description: t("toast.projectSaved") });
      void client.invalidateQueries({ queryKey: crmKeys.projects(project.companyId) });
    },
    onError: (error) => {
      showServerErrors(error, form.setError, [
        "companyId",
        "projectName",
        "dealValue",
        "currency",
        "stage",
        "startDate",
        "endDate",
      ]);
      toast.error(t("toast.errorTitle"), { description: t("toast.saveFailed") });
    },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <SavedBanner shown={saved} text={t("add.saved.project")} />
      <h2 className="mb-4 text-xl font-bold text-navy-900">{t("add.project.heading")}</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="project-company"
          label={t("add.project.company")}
          required
          error={errorText(errors.companyId)}
          hint={companies.isSuccess && companies.data.items.length === 0 ? t("add.noCompanies") : undefined}
          className="sm:col-span-2"
        >
          {(control) => (
            <CompanySelect
              control={control}
              options={companies.data?.items}
              loading={companies.isPending}
              {...form.register("companyId")}
            />
          )}
        </Field>
        <Field
          id="project-name"
          label={t("add.project.projectName")}
          required
          error={errorText(errors.projectName)}
          className="sm:col-span-2"
        >
          {(control) => <Input autoComplete="off" {...control} {...form.register("projectName")} />}
        </Field>
        <Field id="project-value" label={t("pipeline:fields.dealValue")} error={errorText(errors.dealValue)}>
          {(control) => (
            <Input
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              {...control}
              {...form.register("dealValue")}
            />
          )}
        </Field>
        <CurrencyField id="project-currency" register={form.register("currency")} error={errors.currency} />
        <Field id="project-stage" label={t("add.project.stage")} required error={errorText(errors.stage)}>
          {(control) => (
            <Select {...control} {...form.register("stage")}>
              {PROJECT_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {t(`projectStage.${stage}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="project-start" label={t("add.project.startDate")} error={errorText(errors.startDate)}>
          {(control) => <Input type="date" {...control} {...form.register("startDate")} />}
        </Field>
        <Field id="project-end" label={t("add.project.endDate")} error={errorText(errors.endDate)}>
          {(control) => <Input type="date" {...control} {...form.register("endDate")} />}
        </Field>
        <Field
          id="project-deliverables"
          label={t("add.project.deliverables")}
          error={errorText(errors.deliverables)}
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              rows={4}
              placeholder={t("add.project.deliverablesPlaceholder")}
              {...control}
              {...form.register("deliverables")}
            />
          )}
        </Field>
        <FormActions saving={save.isPending} label={t("add.project.submit")} />
      </div>
    </form>
  );
}
