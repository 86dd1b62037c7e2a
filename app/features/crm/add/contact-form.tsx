import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import { type NewContactForm, newContactSchema } from "~/domain/crm";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { useReportUnsaved } from "~/lib/unsaved";
import { createContact } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { ContactFields } from "../shared/contact-fields";
import { showServerErrors, stringFormResolver, useErrorText } from "../shared/form-bits";
import { CompanyField, usePresetCompany } from "./company-select";
import { FormActions, SavedBanner } from "./form-parts";
import { useSavedBanner } from "./use-saved-banner";

interface ContactFormValues {
  companyId: string;
  name: string;
  position: string;
  email: string;
  phone: string;
}

const EMPTY: ContactFormValues = { companyId: "", name: "", position: "", email: "", phone: "" };

/** The Contact tab: company (required), name (required), position, e-mail (required), phone. */
export function ContactForm({
  companyId = "",
}: {
  /** A company to choose at once (from the URL). */
  companyId?: string;
}) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const client = useQueryClient();
  const errorText = useErrorText();
  const [saved, showSaved] = useSavedBanner();
  const form = useForm<ContactFormValues, unknown, ReturnType<typeof newContactSchema.parse>>({
    resolver: stringFormResolver(newContactSchema),
    defaultValues: EMPTY,
  });
  const save = useMutation({
    mutationFn: (body: NewContactForm) => createContact(lang, body),
    onSuccess: (contact) => {
      form.reset(EMPTY);
      showSaved();
      toast.success(t("toast.successTitle"), { description: t("toast.contactSaved") });
      void client.invalidateQueries({ queryKey: crmKeys.contacts(contact.companyId) });
    },
    onError: (error) => {
      showServerErrors(error, form.setError, ["companyId", "name", "position", "email", "phone"]);
      toast.error(t("toast.errorTitle"), { description: t("toast.saveFailed") });
    },
  });
  usePresetCompany(form.setValue, companyId);
  const { errors } = form.formState;
  useReportUnsaved(form.formState.isDirty);
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <SavedBanner shown={saved} text={t("add.saved.contact")} />
      <h2 className="mb-4 text-xl font-bold text-navy-900">{t("add.contact.heading")}</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="companyId"
          render={({ field }) => (
            <CompanyField
              id="contact-company"
              label={t("add.contact.company")}
              error={errorText(errors.companyId)}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          )}
        />
        <ContactFields
          mode="add"
          idPrefix="contact"
          register={(field) => form.register(field)}
          errors={errors}
        />
        <FormActions saving={save.isPending} label={t("add.contact.submit")} />
      </div>
    </form>
  );
}
