import { MailX } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { isolate, NewsletterFrame, Notice } from "./newsletter-frame";
import type { SubscriptionView } from "./types";

/**
 * /newsletter/unsubscribe?token=...: the link in every newsletter e-mail. Asks before it unsubscribes (a
 * link scanner opening the page changes nothing); works with and without JavaScript.
 */
export function UnsubscribePage({
  subscription,
  result,
}: {
  subscription: SubscriptionView;
  result: SubscriptionView | undefined;
}) {
  const { t } = useTranslation("newsletter");
  const busy = useNavigation().state === "submitting";
  const current = result ?? subscription;
  const email = isolate(current.email ?? "");

  let body: ReactNode;
  if (current.state === "invalid") {
    body = <Notice tone="problem">{t("unsubscribe.invalid")}</Notice>;
  } else if (current.state === "unsubscribed") {
    body = <Notice tone="ok">{t("unsubscribe.done", { email })}</Notice>;
  } else {
    body = (
      <Form method="post" className="space-y-6">
        <p className="text-lg text-ink">{t("unsubscribe.confirm", { email })}</p>
        <input type="hidden" name="token" value={current.token} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? t("unsubscribe.working") : t("unsubscribe.button")}
        </Button>
      </Form>
    );
  }
  return <NewsletterFrame icon={MailX}>{body}</NewsletterFrame>;
}
