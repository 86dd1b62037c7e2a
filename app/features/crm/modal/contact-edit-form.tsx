import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import {
  type Contact,
  type ContactChangesForm,
  contactChangesSchema,
  contactWithEmailChangesSchema,
} from "~/domain/crm";
import { useTranslation } from "~/i18n/react";
import { useReportUnsaved } from "~/lib/unsaved";
import { useErrorText } from "../shared/form-bits";

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
  const errorText = useErrorText();
  const form = useForm<ContactChangesForm, unknown, Output>({
    // A contact imported without an e-mail may stay without one; one that has an e-mail keeps it.
    resolver: zodResolver(contact.email ? contactWithEmailChangesSchema : contactChangesSchema),
    defaultValues: {
      name: contact.name,
      position: contact.position ?? "",
      email: contact.email ?? "",
      phone: contact.phone ?? "",
    },
  });
  const { errors } = form.formState;
  useReportUnsaved(form.formState.isDirty);
  const id = (field: string) => `contact-${contact.id}-${field}`;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSave)}
      aria-label={t("modal.editContact", { name: contact.name })}
      className="grid gap-3 sm:grid-cols-2"
    >
      <Field id={id("name")} label={t("modal.contactName")} required error={errorText(errors.name)}>
        {(control) => <Input autoComplete="off" {...control} {...form.register("name")} />}
      </Field>
      <Field id={id("position")} label={t("modal.position")} error={errorText(errors.position)}>
        {(control) => <Input autoComplete="off" {...control} {...form.register("position")} />}
      </Field>
      <Field id={id("email")} label={t("modal.email")} required error={errorText(errors.email)}>
        {(control) => (
          <Input type="email" dir="ltr" autoComplete="off" {...control} {...form.register("email")} />
        )}
      </Field>
      <Field id={id("phone")} label={t("modal.phone")} error={errorText(errors.phone)}>
        {(control) => (
          <Input type="tel" dir="ltr" autoComplete="off" {...control} {...form.register("phone")} />
        )}
      </Field>
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
