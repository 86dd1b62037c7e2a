import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { type NewContactForm, newContactSchema } from "~/domain/crm";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { createContact } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { showServerErrors, stringFormResolver, useErrorText } from "../shared/form-bits";
import { CompanySelect, type useCompanyOptions } from "./company-select";
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
export function ContactForm({ companies }: { companies: ReturnType<typeof useCompanyOptions> }) {
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
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <SavedBanner shown={saved} text={t("add.saved.contact")} />
      <h2 className="mb-4 text-xl font-bold text-navy-900">{t("add.contact.heading")}</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="contact-company"
          label={t("add.contact.company")}
          required
          error={errorText(errors.companyId)}
          hint={companies.isSuccess && companies.data.items.length === 0 ? t("add.noCompanies") : undefined}
          className="sm:col-span-2"
        >
          {(control) => (
            <CompanySelect
              control={control}
              options={companies.data?.items}
              loading={companies.isPending}
              {...form.register("companyId")}
            />
          )}
        </Field>
        <Field id="contact-name" label={t("add.contact.name")} required error={errorText(errors.name)}>
          {(control) => <Input autoComplete="off" {...control} {...form.register("name")} />}
        </Field>
        <Field id="contact-position" label={t("add.contact.position")} error={errorText(errors.position)}>
          {(control) => (
            <Input
              autoComplete="off"
              placeholder={t("add.contact.positionPlaceholder")}
              {...control}
              {...form.register("position")}
            />
          )}
        </Field>
        <Field id="contact-email" label={t("add.contact.email")} required error={errorText(errors.email)}>
          {(control) => (
            <Input type="email" dir="ltr" autoComplete="off" {...control} {...form.register("email")} />
          )}
        </Field>
        <Field id="contact-phone" label={t("add.contact.phone")} error={errorText(errors.phone)}>
          {(control) => (
            <Input type="tel" dir="ltr" autoComplete="off" {...control} {...form.register("phone")} />
          )}
        </Field>
        <FormActions saving={save.isPending} label={t("add.contact.submit")} />
      </div>
    </form>
  );
}
