import { Mail, Phone } from "lucide-react";
import type { Contact } from "#core/domain/crm";
import { UserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/react";
import { fetchContacts } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { AddInPlace } from "./add-in-place";
import { ContactAddForm } from "./contact-add-form";
import { ContactEditForm, type ContactEditValues } from "./contact-edit-form";
import { DetailItem } from "./detail-item";
import { DetailList } from "./detail-list";
import type { useCompanyMutations } from "./use-company-mutations";

type Mutations = ReturnType<typeof useCompanyMutations>;

/** The company's contacts: name, position, e-mail, phone, each with Edit and Delete. */
export function ContactList({ companyId, mutations }: { companyId: number; mutations: Mutations }) {
  const { t } = useTranslation("crm");
  return (
    <DetailList
      id="modal-contacts"
      title={t("modal.contacts")}
      empty={t("modal.noContacts")}
      queryKey={crmKeys.contacts(companyId)}
      fetch={(lang, signal) => fetchContacts(lang, companyId, signal)}
      add={
        <AddInPlace label={t("modal.addContact")}>
          {(close) => <ContactAddForm companyId={companyId} onDone={close} />}
        </AddInPlace>
      }
      renderItem={(contact) => <ContactItem key={contact.id} contact={contact} mutations={mutations} />}
    />
  );
}

function ContactItem({ contact, mutations }: { contact: Contact; mutations: Mutations }) {
  return (
    <DetailItem
      kind="contact"
      record={contact}
      saving={mutations.saveContact.isPending}
      save={(values: ContactEditValues) =>
        mutations.saveContact.mutateAsync({ id: contact.id, body: { ...values, version: contact.version } })
      }
      remove={() => mutations.removeContact(contact)}
      form={(edit) => <ContactEditForm contact={contact} {...edit} />}
    >
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-ink">
          <UserText>{contact.name}</UserText>
        </p>
        {contact.position ? (
          <p className="text-sm text-muted">
            <UserText>{contact.position}</UserText>
          </p>
        ) : null}
        {contact.email ? (
          <p className="flex items-center gap-1.5 text-sm">
            <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
            <a href={`mailto:${contact.email}`} className="ltr-isolate break-all text-primary underline">
              {contact.email}
            </a>
          </p>
        ) : null}
        {contact.phone ? (
          <p className="flex items-center gap-1.5 text-sm">
            <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
            <a
              href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
              className="ltr-isolate text-primary underline"
            >
              {contact.phone}
            </a>
          </p>
        ) : null}
      </div>
    </DetailItem>
  );
}
