import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, CircleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { type NewsletterInput, newsletterSchema } from "#core/domain/newsletter";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { PrivacyNotice } from "~/components/ui/privacy-notice";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-fetch";
import { subscribe } from "./subscribe";

/**
 * The translations this block needs: a page showing it adds these to its loader's `ns`
 * (e.g. `ns: ["blog", ...NEWSLETTER_MESSAGES]`).
 */
export const NEWSLETTER_MESSAGES = [
  "newsletter:signup",
  "newsletter:subscribing",
  "newsletter:errors",
  "newsletter:toast",
] as const;

type FormInput = { email: string };
type Notice = { tone: "ok" | "problem"; title: string; text: string };

/**
 * The 'Stay Updated' block on /blog: subscribes through POST /api/newsletter (the same success whether the
 * address is new or not). What happened stays on the block, under the form: a wrong address under its
 * field (no toast over the next one), success or a refusal (e.g. when to try again) in its status line.
 * Without JavaScript the form posts to the newsletter page, which subscribes it.
 */
export function NewsletterSignup() {
  const { t } = useTranslation("newsletter");
  const lang = useLang();
  const getHref = useGetHref();
  const [hydrated, setHydrated] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => setHydrated(true), []);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, NewsletterInput>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: "" },
  });
  // The schema's messages are keys; the server's are already in the page's language.
  const error = errors.email?.message;
  const errorText = error && errors.email?.type === "server" ? error : error ? t(error) : undefined;

  const onValid = async (input: NewsletterInput) => {
    setNotice(null);
    try {
      await subscribe(lang, input);
      reset({ email: "" });
      setNotice({
        tone: "ok",
        title: t("newsletter:toast.successTitle"),
        text: t("newsletter:toast.successDescription"),
      });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) {
        setError("email", { type: "server", message: failure.message }, { shouldFocus: true });
      } else {
        const text =
          failure instanceof ApiError && failure.status === 429
            ? failure.message
            : t("newsletter:toast.errorDescription");
        setNotice({ tone: "problem", title: t("newsletter:toast.errorTitle"), text });
      }
    }
  };

  return (
    <section aria-labelledby="newsletter-title" className="rounded-2xl bg-navy-900 p-8 text-white sm:p-10">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="newsletter-title" className="text-2xl font-bold sm:text-3xl">
          {t("newsletter:signup.title")}
        </h2>
        <p className="mt-3 text-pretty text-slate-200">{t("newsletter:signup.text")}</p>
        <form
          method="post"
          action={getHref("/newsletter")}
          noValidate={hydrated}
          onSubmit={handleSubmit(onValid)}
          className="mt-6 flex flex-col gap-3 sm:flex-row"
        >
          <label htmlFor="newsletter-email" className="sr-only">
            {t("newsletter:signup.label")}
          </label>
          <div className="flex-1 text-start">
            <Input
              id="newsletter-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              required
              placeholder={t("newsletter:signup.placeholder")}
              aria-invalid={errorText ? true : undefined}
              aria-describedby={errorText ? "newsletter-email-error" : undefined}
              className="rtl:text-end"
              {...register("email")}
            />
            {errorText ? (
              <p id="newsletter-email-error" className="mt-2 text-sm font-medium text-red-200">
                {errorText}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="md" variant="primary" disabled={isSubmitting} className="shrink-0">
            {isSubmitting ? t("newsletter:subscribing") : t("newsletter:signup.button")}
          </Button>
        </form>
        <div role="status" className="empty:hidden">
          {notice ? (
            <p
              className={`mt-4 flex items-start justify-center gap-2 text-start font-medium ${
                notice.tone === "ok" ? "text-white" : "text-red-200"
              }`}
            >
              {notice.tone === "ok" ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
              ) : (
                <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              )}
              <span>
                <strong className="font-semibold">{notice.title}</strong> {notice.text}
              </span>
            </p>
          ) : null}
        </div>
        <PrivacyNotice
          text={t("newsletter:signup.privacy")}
          linkLabel={t("newsletter:signup.privacyLink")}
          href={getHref("/privacy")}
          tone="dark"
          className="mt-4"
        />
      </div>
    </section>
  );
}
