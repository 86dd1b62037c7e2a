import { newContactSchema } from "#core/domain/crm";
import { useTranslation } from "~/i18n/react";
import { createContact } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { ContactFields, type ContactValues, EMPTY_CONTACT } from "../shared/contact-fields";
import { useCreateForm } from "../shared/use-create-form";
import { InPlaceForm } from "./in-place-form";

/** A new contact of the company, typed in place in the company modal and saved through POST /api/crm/contacts. */
export function ContactAddForm({ companyId, onDone }: { companyId: number; onDone: () => void }) {
  const { t } = useTranslation("crm");
  const setup = useCreateForm<ContactValues, typeof newContactSchema, unknown>({
    schema: newContactSchema,
    defaultValues: { ...EMPTY_CONTACT, companyId: String(companyId) },
    create: createContact,
    serverFields: ["name", "position", "email", "phone"],
    savedToast: t("toast.contactSaved"),
    invalidate: () => [crmKeys.company(companyId), crmKeys.views()],
    onSaved: onDone,
  });
  return (
    <InPlaceForm kind="contact" setup={setup} companyId={companyId} focus="name" onDone={onDone}>
      {(fields) => <ContactFields {...fields} />}
    </InPlaceForm>
  );
}
