import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import {
  CONTACT_LIMITS,
  type ContactFormValues,
  type ContactMessageInput,
  contactMessageSchema,
} from "#core/domain/contact";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Panel } from "~/components/ui/panel";
import { PrivacyNotice } from "~/components/ui/privacy-notice";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-fetch";
import { type FormOutcome, FormResult } from "./form-result";
import { HoneypotField } from "./honeypot-field";
import { submitContact } from "./submit-contact";
import type { ContactActionResult, ContactField } from "./types";

const EMPTY: Required<ContactFormValues> = { name: "", email: "", company: "", message: "" };

/**
 * 'Send us a message'. With JavaScript: checked with the shared schema (first issue in a 'Validation error'
 * toast), sent to POST /api/contact, success only once the server has stored it, fields cleared then and
 * kept on failure; a refusal for too many messages stays on the form, saying when to try again. Without
 * JavaScript the same form posts to the page itself (see contact-action.server.ts).
 */
export function ContactForm({ result }: { result: ContactActionResult | undefined }) {
  const { t } = useTranslation("contact");
  const lang = useLang();
  const getHref = useGetHref();
  const honeypot = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [shownResult, setShownResult] = useState(result);
  const [refusal, setRefusal] = useState<FormOutcome | undefined>(undefined);

  useEffect(() => setHydrated(true), []);
  useEffect(() => setShownResult(result), [result]);

  const outcome = refusal ?? shownResult;
  const kept = result && result.status !== "sent" ? result.values : EMPTY;
  const form = useForm<ContactFormValues, unknown, ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: kept,
  });
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const messageLength = (watch("message") ?? "").length;
  const number = new Intl.NumberFormat(LANGUAGE_INFO[lang].intl);

  const fieldError = (field: ContactField): string | undefined => {
    const message = errors[field]?.message;
    if (message) return t(message);
    return shownResult?.status === "invalid" ? shownResult.fields[field] : undefined;
  };

  const onInvalid = () => {
    const parsed = contactMessageSchema.safeParse(getValues());
    const first = parsed.success ? undefined : parsed.error.issues[0]?.message;
    toast.error(t("toast.validationTitle"), { description: first ? t(first) : undefined });
  };

  const onValid = async (values: ContactMessageInput) => {
    setShownResult(undefined);
    setRefusal(undefined);
    try {
      await submitContact(lang, values, {
        website: honeypot.current?.value ?? "",
        // How long the page has been open: the form's HTML was usable before its script (it loads on first use).
        elapsedMs: Math.round(performance.now()),
      });
      reset(EMPTY);
      toast.success(t("toast.successTitle"));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        toast.error(t("toast.validationTitle"), { description: error.message });
      } else if (error instanceof ApiError && error.status === 429) {
        // Not a toast that fades: the wait ("try again in 10 minutes") stays beside the kept message.
        setRefusal({ status: "error", message: error.message });
      } else {
        toast.error(t("toast.errorTitle"), { description: t("toast.errorDescription") });
      }
    }
  };

  return (
    <Panel
      title={t("form.title")}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      titleClassName="text-2xl font-bold text-navy-900"
    >
      <p className="mt-2 text-muted">{t("form.note")}</p>
      {outcome ? (
        <div className="mt-6">
          <FormResult result={outcome} />
        </div>
      ) : null}
      <form
        method="post"
        action={getHref("/contact")}
        noValidate={hydrated}
        onSubmit={handleSubmit(onValid, onInvalid)}
        className="relative mt-6 grid gap-5 sm:grid-cols-2"
      >
        <Field id="contact-name" label={t("form.name")} required error={fieldError("name")}>
          {(control) => (
            <Input
              autoComplete="name"
              placeholder={t("form.namePlaceholder")}
              {...control}
              defaultValue={kept.name}
              {...register("name")}
            />
          )}
        </Field>
        <Field id="contact-email" label={t("form.email")} required error={fieldError("email")}>
          {(control) => (
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              placeholder={t("form.emailPlaceholder")}
              className="rtl:text-end"
              {...control}
              defaultValue={kept.email}
              {...register("email")}
            />
          )}
        </Field>
        <Field
          id="contact-company"
          label={t("form.company")}
          error={fieldError("company")}
          className="sm:col-span-2"
        >
          {(control) => (
            <Input
              autoComplete="organization"
              placeholder={t("form.companyPlaceholder")}
              {...control}
              defaultValue={kept.company}
              {...register("company")}
            />
          )}
        </Field>
        <Field
          id="contact-message"
          label={t("form.message")}
          required
          error={fieldError("message")}
          hint={
            // Without its script the form says the limit; with it, the count (one line either way: no shift).
            hydrated ? (
              <span className={messageLength > CONTACT_LIMITS.message ? "text-destructive" : undefined}>
                {t("form.counter", {
                  used: number.format(messageLength),
                  max: number.format(CONTACT_LIMITS.message),
                })}
              </span>
            ) : (
              t("form.limit", { max: number.format(CONTACT_LIMITS.message) })
            )
          }
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              rows={6}
              placeholder={t("form.messagePlaceholder")}
              {...control}
              defaultValue={kept.message}
              {...register("message")}
            />
          )}
        </Field>
        <HoneypotField ref={honeypot} label={t("form.honeypot")} defaultValue="" />
        {result ? <input type="hidden" name="renderedAt" value={result.renderedAt} /> : null}
        <PrivacyNotice
          text={t("form.privacy")}
          linkLabel={t("form.privacyLink")}
          href={getHref("/privacy")}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
            <Send aria-hidden="true" className="flip-rtl size-5" />
            {isSubmitting ? t("form.sending") : t("form.submit")}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
