import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { industryByKey } from "#core/domain/industries";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { useTranslation } from "~/i18n/react";
import { useErrorText } from "../shared/form-bits";
import { IndustryOptions } from "../shared/industry-options";
import { industryView } from "../shared/solution";
import type { EditValues } from "./edit-values";

/**
 * The company's name and industry in the edit form. A company without a known industry (a lead made from a
 * message: Not Assigned) keeps it as the first choice ("", not sent) until one is picked.
 */
export function NameIndustryFields({
  register,
  errors,
  industry,
}: {
  register: UseFormRegister<EditValues>;
  errors: FieldErrors<EditValues>;
  industry: string | null;
}) {
  const { t } = useTranslation(["crm", "industries"]);
  const errorText = useErrorText();
  return (
    <>
      <Field
        id="edit-name"
        label={t("add.company.companyName")}
        required
        error={errorText(errors.companyName)}
      >
        {(control) => <Input autoComplete="off" {...control} {...register("companyName")} />}
      </Field>
      <Field id="edit-industry" label={t("add.company.industry")} error={errorText(errors.industry)}>
        {(control) => (
          <Select {...control} {...register("industry")}>
            {industryByKey(industry) ? null : (
              <option value="">{industryView(industry, t).industryName}</option>
            )}
            <IndustryOptions />
          </Select>
        )}
      </Field>
    </>
  );
}
