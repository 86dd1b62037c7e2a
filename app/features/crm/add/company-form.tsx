import { useState } from "react";
import type { DuplicateMatch } from "#core/domain/company-duplicates";
import { type NewCompany, newCompanySchema, todayIso } from "#core/domain/crm";
import { industryByKey } from "#core/domain/industries";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/react";
import { createCompany, type DetectedIndustry } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { AutoDetectButton, DetectedPanel, useAutoDetect } from "../shared/auto-detect";
import { CompanyFields } from "../shared/company-fields";
import { DuplicateWarning, duplicatesOf } from "../shared/duplicate-warning";
import { useErrorText } from "../shared/form-bits";
import { IndustryOptions } from "../shared/industry-options";
import { useCreateForm } from "../shared/use-create-form";
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
  const errorText = useErrorText();
  const [saved, showSaved] = useSavedBanner();
  const [detected, setDetected] = useState<DetectedIndustry | null>(null);
  /** A save that may duplicate a company: what was sent, and the companies found (shown until the next save). */
  const [duplicate, setDuplicate] = useState<{ body: NewCompany; matches: DuplicateMatch[] } | null>(null);
  const detect = useAutoDetect((result) => {
    setDetected(result);
    // A low-confidence guess is only shown as a suggestion (the panel offers to use it).
    if (result.industry && industryByKey(result.industry) && result.confidence !== "low") {
      form.setValue("industry", result.industry, { shouldDirty: true, shouldValidate: true });
    }
  });
  const setup = useCreateForm<CompanyFormValues, typeof newCompanySchema, unknown>({
    schema: newCompanySchema,
    defaultValues: EMPTY,
    // A new company was last contacted today.
    create: (lang, body) => createCompany(lang, { ...body, lastContact: todayIso() }),
    serverFields: ["companyName", "industry", "website", "stage", "notes"],
    savedToast: t("toast.companySaved"),
    invalidate: () => [crmKeys.views()],
    onSaving: () => setDuplicate(null),
    onSaved: () => {
      setDuplicate(null);
      setDetected(null);
      detect.reset();
      showSaved();
    },
    refused: (error, body) => {
      const matches = duplicatesOf(error);
      // Nothing was saved and nothing typed is touched: the warning offers to open it or add anyway.
      if (matches) setDuplicate({ body, matches });
      return Boolean(matches);
    },
  });
  const { form, errors, saving } = setup;
  const name = form.watch("companyName");
  const blank = name.trim() === "";
  /** A low-confidence industry the panel offers to use ("Not assigned" offers nothing). */
  const suggestion = detected?.confidence === "low" ? industryByKey(detected.industry)?.key : undefined;

  return (
    <form noValidate onSubmit={setup.onSubmit}>
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
            saving={saving}
            confirmLabel={t("duplicates.addAnyway")}
            onConfirm={() => setup.resend({ ...duplicate.body, confirmDuplicate: true })}
          />
        ) : null}
        <FormActions saving={saving} label={t("add.company.submit")} />
      </div>
    </form>
  );
}
