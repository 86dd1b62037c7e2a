import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { type NewsletterInput, newsletterSchema } from "#core/domain/newsletter";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
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

/**
 * The 'Stay Updated' block on /blog: subscribes through POST /api/newsletter (the same success whether the
 * address is new or not). Without JavaScript the form posts to the newsletter page, which subscribes it.
 */
export function NewsletterSignup() {
  const { t } = useTranslation("newsletter");
  const lang = useLang();
  const getHref = useGetHref();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, NewsletterInput>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: "" },
  });
  const error = errors.email?.message;

  const onInvalid = () => {
    const parsed = newsletterSchema.safeParse(getValues());
    const first = parsed.success ? undefined : parsed.error.issues[0]?.message;
    toast.error(t("newsletter:toast.validationTitle"), { description: first ? t(first) : undefined });
  };

  const onValid = async (input: NewsletterInput) => {
    try {
      await subscribe(lang, input);
      reset({ email: "" });
      toast.success(t("newsletter:toast.successTitle"), {
        description: t("newsletter:toast.successDescription"),
      });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) {
        toast.error(t("newsletter:toast.validationTitle"), { description: failure.message });
      } else if (failure instanceof ApiError && failure.status === 429) {
        toast.error(t("newsletter:toast.errorTitle"), { description: failure.message });
      } else {
        toast.error(t("newsletter:toast.errorTitle"), {
          description: t("newsletter:toast.errorDescription"),
        });
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
          onSubmit={handleSubmit(onValid, onInvalid)}
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
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "newsletter-email-error" : undefined}
              className="rtl:text-end"
              {...register("email")}
            />
            {error ? (
              <p id="newsletter-email-error" className="mt-2 text-sm font-medium text-red-200">
                {t(error)}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="md" variant="primary" disabled={isSubmitting} className="shrink-0">
            {isSubmitting ? t("newsletter:subscribing") : t("newsletter:signup.button")}
          </Button>
        </form>
      </div>
    </section>
  );
}
