import { newContactSchema } from "~/domain/crm";
import { useTranslation } from "~/i18n/react";
import { createContact } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { ContactFields, emptyContact, type NewContactValues } from "../shared/contact-fields";
import { AddForm, useAddForm } from "./add-form";

const EMPTY = emptyContact("");

/** The Contact tab: company (required), name (required), position, e-mail (required), phone. */
export function ContactForm({
  companyId = "",
}: {
  /** A company to choose at once (from the URL). */
  companyId?: string;
}) {
  const { t } = useTranslation("crm");
  const setup = useAddForm<NewContactValues, typeof newContactSchema, { companyId: number }>(companyId, {
    schema: newContactSchema,
    defaultValues: EMPTY,
    create: createContact,
    serverFields: ["companyId", "name", "position", "email", "phone"],
    savedToast: t("toast.contactSaved"),
    invalidate: (contact) => [crmKeys.contacts(contact.companyId)],
  });
  return (
    <AddForm kind="contact" setup={setup}>
      {(fields) => <ContactFields {...fields} />}
    </AddForm>
  );
}
