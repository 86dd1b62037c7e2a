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
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { useReportUnsaved } from "~/lib/unsaved";
import { ContactFields } from "../shared/contact-fields";

type Output = z.output<typeof contactChangesSchema>;

/** A contact's fields, edited in place in the company modal. */
export function ContactEditForm({
  contact,
  saving,
  onSave,
  onCancel,
}: {
  contact: Contact;
  saving: boolean;
  onSave: (values: Output) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("crm");
  const form = useForm<ContactChangesForm, unknown, Output>({
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
    <form
      noValidate
      onSubmit={form.handleSubmit(onSave)}
      aria-label={t("modal.editContact", { name: contact.name })}
      className="grid gap-3 sm:grid-cols-2"
    >
      <ContactFields
        mode="edit"
        idPrefix={`contact-${contact.id}`}
        register={(field) => form.register(field)}
        errors={errors}
      />
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={saving}>
          {t("modal.cancel")}
        </Button>
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? t("modal.saving") : t("modal.saveChanges")}
        </Button>
      </div>
    </form>
  );
}
