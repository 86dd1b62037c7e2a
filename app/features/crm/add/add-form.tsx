import type { ReactNode } from "react";
import { Controller, type FieldValues, type Path } from "react-hook-form";
import type { ZodType } from "zod";
import { useTranslation } from "~/i18n/react";
import { useErrorText } from "../shared/form-bits";
import {
  type CreateForm,
  type CreateFormOptions,
  fieldSetProps,
  useCreateForm,
} from "../shared/use-create-form";
import { CompanyField, usePresetCompany } from "./company-select";
import { FormActions, SavedBanner } from "./form-parts";
import { useSavedBanner } from "./use-saved-banner";

/** The tabs of the add page that belong to a company. */
type RecordKind = "contact" | "project";

interface WithCompany extends FieldValues {
  companyId: string;
}

/**
 * A Contact or Project tab's form: `useCreateForm` with the green 'saved' banner after a save, and the
 * company from the URL chosen at once (`presetCompanyId`, "" for none).
 */
export function useAddForm<TForm extends WithCompany, S extends ZodType, TSaved>(
  presetCompanyId: string,
  options: Omit<CreateFormOptions<TForm, S, TSaved>, "onSaved">,
) {
  const [saved, showSaved] = useSavedBanner();
  const create = useCreateForm<TForm, S, TSaved>({ ...options, onSaved: showSaved });
  // The same function on every render (usePresetCompany sets the company again when it changes).
  usePresetCompany(
    create.form.setValue as unknown as (field: "companyId", value: string) => void,
    presetCompanyId,
  );
  return { ...create, saved };
}

/**
 * A Contact or Project tab: the saved banner, the heading, the Company picker (required), the record's own
 * fields (`children`), Save and Cancel. Texts and ids are the kind's ("add.contact.heading", "contact-company").
 */
export function AddForm<TForm extends WithCompany, S extends ZodType>({
  kind,
  setup,
  children,
}: {
  kind: RecordKind;
  setup: CreateForm<TForm, S> & { saved: boolean };
  /** The record's own fields, given what they take from the form (ids start with the kind). */
  children: (fields: ReturnType<typeof fieldSetProps<TForm, S>>) => ReactNode;
}) {
  const { t } = useTranslation("crm");
  const errorText = useErrorText();
  const { form, saving, onSubmit, saved } = setup;
  return (
    <form noValidate onSubmit={onSubmit}>
      <SavedBanner shown={saved} text={t(`add.saved.${kind}`)} />
      <h2 className="mb-4 text-xl font-bold text-navy-900">{t(`add.${kind}.heading`)}</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={form.control}
          name={"companyId" as Path<TForm>}
          render={({ field, fieldState }) => (
            <CompanyField
              id={`${kind}-company`}
              label={t(`add.${kind}.company`)}
              error={errorText(fieldState.error)}
              name={field.name}
              value={field.value as string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          )}
        />
        {children(fieldSetProps(setup, "add", kind))}
        <FormActions saving={saving} label={t(`add.${kind}.submit`)} />
      </div>
    </form>
  );
}
