import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  type Contact,
  type ContactChangesForm,
  contactChangesSchema,
  reachable,
  reachableContactChangesSchema,
} from "#core/domain/crm";
import { useTranslation } from "~/i18n/react";
import { useReportUnsaved } from "~/lib/unsaved";
import { ContactFields } from "../shared/contact-fields";
import { showServerErrors } from "../shared/form-bits";
import { RecordForm } from "./record-form";

export type ContactEditValues = z.output<typeof contactChangesSchema>;

/**
 * A contact's fields, edited in place in the company modal. A save the server refuses puts its message on
 * the field (`onSave` throws the API's error).
 */
export function ContactEditForm({
  contact,
  saving,
  onSave,
  onCancel,
}: {
  contact: Contact;
  saving: boolean;
  onSave: (values: ContactEditValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation("crm");
  const form = useForm<ContactChangesForm, unknown, ContactEditValues>({
    // A contact with an e-mail or a phone keeps one of them; one imported with neither may stay so.
    resolver: zodResolver(reachable(contact) ? reachableContactChangesSchema : contactChangesSchema),
    defaultValues: {
      name: contact.name,
      position: contact.position ?? "",
      email: contact.email ?? "",
      phone: contact.phone ?? "",
    },
  });
  const { errors } = form.formState;
  useReportUnsaved(form.formState.isDirty);
  return (
    <RecordForm
      label={t("modal.editContact", { name: contact.name })}
      saveLabel={t("modal.saveChanges")}
      saving={saving}
      onSubmit={form.handleSubmit((values) =>
        onSave(values).catch((error: unknown) => {
          showServerErrors(error, form.setError, ["name", "position", "email", "phone"]);
        }),
      )}
      onCancel={onCancel}
    >
      <ContactFields
        mode="edit"
        idPrefix={`contact-${contact.id}`}
        register={(field) => form.register(field)}
        errors={errors}
      />
    </RecordForm>
  );
}
