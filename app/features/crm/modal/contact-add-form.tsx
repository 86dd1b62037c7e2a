import { newContactSchema } from "~/domain/crm";
import { useTranslation } from "~/i18n/react";
import { createContact } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { ContactFields } from "../shared/contact-fields";
import { useCreateForm } from "../shared/use-create-form";
import { InPlaceForm } from "./in-place-form";

interface Values {
  companyId: string;
  name: string;
  position: string;
  email: string;
  phone: string;
}

/** A new contact of the company, typed in place in the company modal and saved through POST /api/crm/contacts. */
export function ContactAddForm({ companyId, onDone }: { companyId: number; onDone: () => void }) {
  const { t } = useTranslation("crm");
  const setup = useCreateForm<Values, typeof newContactSchema, unknown>({
    schema: newContactSchema,
    defaultValues: { companyId: String(companyId), name: "", position: "", email: "", phone: "" },
    create: createContact,
    serverFields: ["name", "position", "email", "phone"],
    savedToast: t("toast.contactSaved"),
    invalidate: () => [crmKeys.company(companyId)],
    onSaved: onDone,
  });
  return (
    <InPlaceForm kind="contact" setup={setup} companyId={companyId} focus="name" onDone={onDone}>
      {(fields) => <ContactFields {...fields} />}
    </InPlaceForm>
  );
}
