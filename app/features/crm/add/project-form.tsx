import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import { type NewProjectForm, newProjectSchema } from "~/domain/crm";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { useReportUnsaved } from "~/lib/unsaved";
import { createProject } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { showServerErrors, stringFormResolver, useErrorText } from "../shared/form-bits";
import { ProjectFields } from "../shared/project-fields";
import { CompanyField, usePresetCompany } from "./company-select";
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
export function ProjectForm({
  companyId = "",
}: {
  /** A company to choose at once (from the URL). */
  companyId?: string;
}) {
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
    mutationFn: (body: NewProjectForm) => createProject(lang, body),
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
  usePresetCompany(form.setValue, companyId);
  const { errors } = form.formState;
  useReportUnsaved(form.formState.isDirty);
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <SavedBanner shown={saved} text={t("add.saved.project")} />
      <h2 className="mb-4 text-xl font-bold text-navy-900">{t("add.project.heading")}</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="companyId"
          render={({ field }) => (
            <CompanyField
              id="project-company"
              label={t("add.project.company")}
              error={errorText(errors.companyId)}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          )}
        />
        <ProjectFields
          mode="add"
          idPrefix="project"
          register={(field) => form.register(field)}
          errors={errors}
        />
        <FormActions saving={save.isPending} label={t("add.project.submit")} />
      </div>
    </form>
  );
}
