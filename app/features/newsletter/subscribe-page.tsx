import { MailPlus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { PrivacyNotice } from "~/components/ui/privacy-notice";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { isolate, NewsletterFrame, Notice } from "./newsletter-frame";
import type { SubscribeResult } from "./types";

/**
 * /newsletter: where the 'Stay Updated' form posts when JavaScript is off. Says what the post did; a refused
 * address (invalid, too many attempts) comes back in the form with the reason, to correct and send again.
 */
export function SubscribePage({ result }: { result: SubscribeResult | undefined }) {
  const { t } = useTranslation("newsletter");
  const getHref = useGetHref();
  if (result?.ok) {
    return (
      <NewsletterFrame icon={MailPlus}>
        <Notice tone="ok">{t("unsubscribe.subscribed", { email: isolate(result.email) })}</Notice>
      </NewsletterFrame>
    );
  }
  return (
    <NewsletterFrame icon={MailPlus}>
      {result ? <Notice tone="problem">{result.message}</Notice> : null}
      <form method="post" action={getHref("/newsletter")} className="mt-6 space-y-4 text-start">
        <label htmlFor="newsletter-page-email" className="block text-sm font-medium text-ink">
          {t("newsletter:signup.label")}
        </label>
        <Input
          id="newsletter-page-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          required
          defaultValue={result?.email ?? ""}
          placeholder={t("newsletter:signup.placeholder")}
          aria-invalid={result ? true : undefined}
          className="rtl:text-end"
        />
        <Button type="submit">{t("newsletter:signup.button")}</Button>
        <PrivacyNotice
          text={t("newsletter:signup.privacy")}
          linkLabel={t("newsletter:signup.privacyLink")}
          href={getHref("/privacy")}
        />
      </form>
    </NewsletterFrame>
  );
}
