import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { DuplicateMatch } from "#core/domain/company-duplicates";
import { type NewCompanyForm, newCompanySchema, todayIso } from "#core/domain/crm";
import { industryByKey } from "#core/domain/industries";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { useReportUnsaved } from "~/lib/unsaved";
import { createCompany, type DetectedIndustry } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { AutoDetectButton, DetectedPanel, useAutoDetect } from "../shared/auto-detect";
import { CompanyFields } from "../shared/company-fields";
import { DuplicateWarning, duplicatesOf } from "../shared/duplicate-warning";
import { showServerErrors, stringFormResolver, useErrorText } from "../shared/form-bits";
import { IndustryOptions } from "../shared/industry-options";
import { FormActions, SavedBanner } from "./form-parts";
import { useSavedBanner } from "./use-saved-banner";

interface CompanyFormValues {
  companyName: string;
  industry: string;
  website: string;
  stage: string;
  notes: string;
}

const EMPTY: CompanyFormValues = { companyName: "", industry: "", website: "", stage: "lead", notes: "" };

/**
 * The Company tab: name (with Auto-Detect), industry, website, stage (a lead by default), notes.
 * The new company is last contacted today, with the next action 'Initial contact'.
 */
export function CompanyForm() {
  const { t } = useTranslation(["crm", "industries"]);
  const lang = useLang();
  const client = useQueryClient();
  const errorText = useErrorText();
  const [saved, showSaved] = useSavedBanner();
  const [detected, setDetected] = useState<DetectedIndustry | null>(null);
  /** A save that may duplicate a company: what was sent, and the companies found (shown until the next save). */
  const [duplicate, setDuplicate] = useState<{ body: NewCompanyForm; matches: DuplicateMatch[] } | null>(
    null,
  );
  const form = useForm<CompanyFormValues, unknown, ReturnType<typeof newCompanySchema.parse>>({
    resolver: stringFormResolver(newCompanySchema),
    defaultValues: EMPTY,
  });
  const detect = useAutoDetect((result) => {
    setDetected(result);
    // A low-confidence guess is only shown as a suggestion (the panel offers to use it).
    if (result.industry && industryByKey(result.industry) && result.confidence !== "low") {
      form.setValue("industry", result.industry, { shouldDirty: true, shouldValidate: true });
    }
  });
  const save = useMutation({
    mutationFn: (body: NewCompanyForm) => createCompany(lang, body),
    onSuccess: () => {
      setDuplicate(null);
      form.reset(EMPTY);
      setDetected(null);
      detect.reset();
      showSaved();
      toast.success(t("toast.successTitle"), { description: t("toast.companySaved") });
      void client.invalidateQueries({ queryKey: crmKeys.views() });
    },
    onError: (error, body) => {
      const matches = duplicatesOf(error);
      if (matches) {
        // Nothing was saved and nothing typed is touched: the warning offers to open it or add anyway.
        setDuplicate({ body, matches });
        return;
      }
      showServerErrors(error, form.setError, ["companyName", "industry", "website", "stage", "notes"]);
      toast.error(t("toast.errorTitle"), { description: t("toast.saveFailed") });
    },
  });
  const { errors } = form.formState;
  useReportUnsaved(form.formState.isDirty);
  const name = form.watch("companyName");
  const blank = name.trim() === "";
  /** A low-confidence industry the panel offers to use ("Not assigned" offers nothing). */
  const suggestion = detected?.confidence === "low" ? industryByKey(detected.industry)?.key : undefined;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setDuplicate(null);
        save.mutate({ ...values, lastContact: todayIso() });
      })}
    >
      <SavedBanner shown={saved} text={t("add.saved.company")} />
      <h2 className="mb-4 text-xl font-bold text-navy-900">{t("add.company.heading")}</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="company-name"
          label={t("add.company.companyName")}
          required
          error={errorText(errors.companyName)}
          className="sm:col-span-2"
        >
          {(control) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                autoComplete="off"
                placeholder={t("add.company.companyNamePlaceholder")}
                {...control}
                {...form.register("companyName")}
              />
              <AutoDetectButton
                disabled={blank}
                detecting={detect.isPending}
                onClick={() =>
                  blank
                    ? toast.error(t("toast.errorTitle"), { description: t("detect.blankName") })
                    : detect.mutate(name.trim())
                }
              />
            </div>
          )}
        </Field>
        <p id="detect-hint" className="-mt-3 text-sm text-muted sm:col-span-2">
          {t("detect.hint")}
        </p>
        {detected ? (
          <DetectedPanel
            result={detected}
            onUse={
              suggestion
                ? () => form.setValue("industry", suggestion, { shouldDirty: true, shouldValidate: true })
                : undefined
            }
          />
        ) : null}
        <Field
          id="company-industry"
          label={t("add.company.industry")}
          required
          error={errorText(errors.industry)}
        >
          {(control) => (
            <Select {...control} {...form.register("industry")}>
              <option value="">{t("industries:selectPlaceholder")}</option>
              <IndustryOptions />
            </Select>
          )}
        </Field>
        <CompanyFields
          mode="add"
          idPrefix="company"
          register={(field) => form.register(field)}
          errors={errors}
        />
        {duplicate ? (
          <DuplicateWarning
            matches={duplicate.matches}
            saving={save.isPending}
            confirmLabel={t("duplicates.addAnyway")}
            onConfirm={() => save.mutate({ ...duplicate.body, confirmDuplicate: true })}
          />
        ) : null}
        <FormActions saving={save.isPending} label={t("add.company.submit")} />
      </div>
    </form>
  );
}
