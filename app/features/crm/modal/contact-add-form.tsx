import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { type NewContactForm, newContactSchema } from "~/domain/crm";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { useReportUnsaved } from "~/lib/unsaved";
import { createContact } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { ContactFields } from "../shared/contact-fields";
import { showServerErrors, stringFormResolver } from "../shared/form-bits";

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
  const lang = useLang();
  const client = useQueryClient();
  const form = useForm<Values, unknown, ReturnType<typeof newContactSchema.parse>>({
    resolver: stringFormResolver(newContactSchema),
    defaultValues: { companyId: String(companyId), name: "", position: "", email: "", phone: "" },
  });
  const save = useMutation({
    mutationFn: (body: NewContactForm) => createContact(lang, body),
    onSuccess: () => {
      toast.success(t("toast.successTitle"), { description: t("toast.contactSaved") });
      void client.invalidateQueries({ queryKey: crmKeys.company(companyId) });
      form.reset();
      onDone();
    },
    onError: (error) => {
      showServerErrors(error, form.setError, ["name", "position", "email", "phone"]);
      toast.error(t("toast.errorTitle"), { description: t("toast.saveFailed") });
    },
  });
  const { errors } = form.formState;
  useReportUnsaved(form.formState.isDirty);
  useEffect(() => form.setFocus("name"), [form]);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      aria-label={t("modal.addContact")}
      className="grid gap-3 sm:grid-cols-2"
    >
      <ContactFields
        mode="edit"
        idPrefix={`new-contact-${companyId}`}
        register={(field) => form.register(field)}
        errors={errors}
      />
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={save.isPending}>
          {t("modal.cancel")}
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? t("modal.saving") : t("modal.saveContact")}
        </Button>
      </div>
    </form>
  );
}
