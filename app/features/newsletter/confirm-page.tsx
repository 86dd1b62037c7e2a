import { MailCheck } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { isolate, NewsletterFrame, Notice } from "./newsletter-frame";
import type { ConfirmationView } from "./types";

/**
 * /newsletter/confirm?token=…: the link of the double opt-in e-mail. Opening it confirmed the address (a
 * document without script); an unknown or expired link says to subscribe again.
 */
export function ConfirmPage({ confirmation }: { confirmation: ConfirmationView }) {
  const { t } = useTranslation("newsletter");
  return (
    <NewsletterFrame icon={MailCheck}>
      {confirmation.state === "confirmed" ? (
        <Notice tone="ok">{t("confirm.done", { email: isolate(confirmation.email ?? "") })}</Notice>
      ) : (
        <Notice tone="problem">{t("confirm.invalid")}</Notice>
      )}
    </NewsletterFrame>
  );
}
