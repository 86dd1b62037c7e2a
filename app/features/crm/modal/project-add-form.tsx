import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { type NewProjectForm, newProjectSchema } from "~/domain/crm";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { useReportUnsaved } from "~/lib/unsaved";
import { createProject } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { showServerErrors, stringFormResolver } from "../shared/form-bits";
import { ProjectFields } from "../shared/project-fields";

interface Values {
  companyId: string;
  projectName: string;
  dealValue: string;
  currency: string;
  stage: string;
  startDate: string;
  endDate: string;
  deliverables: string;
}

/** A new project of the company, typed in place in the company modal and saved through POST /api/crm/projects. */
export function ProjectAddForm({ companyId, onDone }: { companyId: number; onDone: () => void }) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const client = useQueryClient();
  const form = useForm<Values, unknown, ReturnType<typeof newProjectSchema.parse>>({
    resolver: stringFormResolver(newProjectSchema),
    defaultValues: {
      companyId: String(companyId),
      projectName: "",
      dealValue: "",
      currency: "SAR",
      stage: "proposal",
      startDate: "",
      endDate: "",
      deliverables: "",
    },
  });
  const save = useMutation({
    mutationFn: (body: NewProjectForm) => createProject(lang, body),
    onSuccess: () => {
      toast.success(t("toast.successTitle"), { description: t("toast.projectSaved") });
      void client.invalidateQueries({ queryKey: crmKeys.company(companyId) });
      void client.invalidateQueries({ queryKey: ["crm", "pipeline"] });
      form.reset();
      onDone();
    },
    onError: (error) => {
      showServerErrors(error, form.setError, [
        "projectName",
        "dealValue",
        "currency",
        "stage",
        "startDate",
        "endDate",
        "deliverables",
      ]);
      toast.error(t("toast.errorTitle"), { description: t("toast.saveFailed") });
    },
  });
  const { errors } = form.formState;
  useReportUnsaved(form.formState.isDirty);
  useEffect(() => form.setFocus("projectName"), [form]);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      aria-label={t("modal.addProject")}
      className="grid gap-3 sm:grid-cols-2"
    >
      <ProjectFields
        mode="edit"
        idPrefix={`new-project-${companyId}`}
        register={(field) => form.register(field)}
        errors={errors}
      />
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={save.isPending}>
          {t("modal.cancel")}
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? t("modal.saving") : t("modal.saveProject")}
        </Button>
      </div>
    </form>
  );
}
