import { newContactSchema } from "#core/domain/crm";
import { useTranslation } from "~/i18n/react";
import { createContact } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { ContactFields, type ContactValues, EMPTY_CONTACT } from "../shared/contact-fields";
import { AddForm, useAddForm } from "./add-form";

/** The Contact tab: company (required), name (required), position, e-mail (required), phone. */
export function ContactForm({
  companyId = "",
}: {
  /** A company to choose at once (from the URL). */
  companyId?: string;
}) {
  const { t } = useTranslation("crm");
  const setup = useAddForm<ContactValues, typeof newContactSchema, { companyId: number }>(companyId, {
    schema: newContactSchema,
    defaultValues: EMPTY_CONTACT,
    create: createContact,
    serverFields: ["companyId", "name", "position", "email", "phone"],
    savedToast: t("toast.contactSaved"),
    invalidate: (contact) => [crmKeys.contacts(contact.companyId), crmKeys.views()],
  });
  return (
    <AddForm kind="contact" setup={setup}>
      {(fields) => <ContactFields {...fields} />}
    </AddForm>
  );
}
