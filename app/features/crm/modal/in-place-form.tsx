import { type ReactNode, useEffect } from "react";
import type { FieldValues, Path } from "react-hook-form";
import type { ZodType } from "zod";
import { useTranslation } from "~/i18n/react";
import { type CreateForm, fieldSetProps } from "../shared/use-create-form";
import { RecordForm } from "./record-form";

const TEXTS = {
  contact: { label: "modal.addContact", save: "modal.saveContact" },
  project: { label: "modal.addProject", save: "modal.saveProject" },
} as const;

/**
 * A new contact or project typed in place in the company modal: the record's fields (`children`), Cancel
 * and Save. `focus` (the first field) takes the focus when the form opens.
 */
export function InPlaceForm<TForm extends FieldValues, S extends ZodType>({
  kind,
  setup,
  companyId,
  focus,
  onDone,
  children,
}: {
  kind: keyof typeof TEXTS;
  setup: CreateForm<TForm, S>;
  /** The company the record is added to (the fields' ids are `new-<kind>-<companyId>-<name>`). */
  companyId: number;
  focus: Path<TForm>;
  onDone: () => void;
  /** The record's own fields, given what they take from the form. */
  children: (fields: ReturnType<typeof fieldSetProps<TForm, S>>) => ReactNode;
}) {
  const { t } = useTranslation("crm");
  const { form, saving, onSubmit } = setup;
  useEffect(() => form.setFocus(focus), [form, focus]);
  return (
    <RecordForm
      label={t(TEXTS[kind].label)}
      saveLabel={t(TEXTS[kind].save)}
      saving={saving}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      {children(fieldSetProps(setup, "edit", `new-${kind}-${companyId}`))}
    </RecordForm>
  );
}
