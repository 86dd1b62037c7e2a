import { useQuery } from "@tanstack/react-query";
import { type ComponentProps, useEffect, useRef } from "react";
import { Field, type FieldControlProps } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/toast";
import type { CompanyOption } from "~/domain/crm";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { fetchCompanyOptions } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";

/**
 * The company picklist of the Contact and Project tabs, loaded the first time one of them opens
 * ('Loading companies...'; on failure the toast 'Failed to load companies').
 */
export function useCompanyOptions(enabled: boolean) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const query = useQuery({
    queryKey: crmKeys.options(),
    queryFn: ({ signal }) => fetchCompanyOptions(lang, signal),
    enabled,
  });
  const told = useRef(false);
  useEffect(() => {
    if (query.isError && !told.current) {
      told.current = true;
      toast.error(t("toast.errorTitle"), { description: t("toast.companiesLoadFailed") });
    }
    if (query.isSuccess) told.current = false;
  }, [query.isError, query.isSuccess, t]);
  return query;
}

/**
 * Chooses `companyId` in a form's Company field once the picklist has it (the field is not marked as
 * changed: nothing was typed yet). A company that is not in the list (gone since) leaves the field empty.
 */
export function usePresetCompany(
  setValue: (field: "companyId", value: string) => void,
  companies: ReturnType<typeof useCompanyOptions>,
  companyId: string,
) {
  const items = companies.data?.items;
  useEffect(() => {
    if (companyId && items?.some((option) => String(option.id) === companyId))
      setValue("companyId", companyId);
  }, [companyId, items, setValue]);
}

export function CompanySelect({
  control,
  options,
  loading,
  ...props
}: {
  control: FieldControlProps;
  options: CompanyOption[] | undefined;
  loading: boolean;
} & ComponentProps<"select">) {
  const { t } = useTranslation("crm");
  return (
    <Select {...control} {...props} disabled={loading} aria-busy={loading || undefined}>
      {loading ? (
        <option value="">{t("add.loadingCompanies")}</option>
      ) : (
        <>
          <option value="">{t("add.selectCompany")}</option>
          {(options ?? []).map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </>
      )}
    </Select>
  );
}

/** The required Company field of the Contact and Project tabs (with a hint when there is no company yet). */
export function CompanyField({
  id,
  label,
  error,
  companies,
  ...props
}: {
  id: string;
  label: string;
  error: string | undefined;
  companies: ReturnType<typeof useCompanyOptions>;
} & ComponentProps<"select">) {
  const { t } = useTranslation("crm");
  return (
    <Field
      id={id}
      label={label}
      required
      error={error}
      hint={companies.isSuccess && companies.data.items.length === 0 ? t("add.noCompanies") : undefined}
      className="sm:col-span-2"
    >
      {(control) => (
        <CompanySelect
          control={control}
          options={companies.data?.items}
          loading={companies.isPending}
          {...props}
        />
      )}
    </Field>
  );
}
