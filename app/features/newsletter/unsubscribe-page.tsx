import { CheckCircle2, CircleAlert, MailX } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import type { NewsletterActionResult, SubscriptionView } from "./types";

function Notice({ tone, children }: { tone: "ok" | "problem"; children: ReactNode }) {
  const Icon = tone === "ok" ? CheckCircle2 : CircleAlert;
  return (
    <div
      role={tone === "ok" ? "status" : "alert"}
      className={`flex gap-3 rounded-xl border p-4 text-start ${
        tone === "ok"
          ? "border-green-200 bg-green-50 text-green-900"
          : "border-red-200 bg-red-50 text-red-900"
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{children}</p>
    </div>
  );
}

/**
 * /newsletter/unsubscribe?token=...: the link in every newsletter e-mail. Asks before it unsubscribes (a
 * link scanner opening the page changes nothing); works with and without JavaScript.
 */
export function UnsubscribePage({
  subscription,
  result,
}: {
  subscription: SubscriptionView;
  result: NewsletterActionResult | undefined;
}) {
  const { t } = useTranslation("newsletter");
  const getHref = useGetHref();
  const busy = useNavigation().state === "submitting";
  const current = result?.kind === "unsubscribe" ? result.subscription : subscription;
  // An address reads left to right inside Arabic text too (Unicode first-strong isolate).
  const isolate = (address: string) => `\u2068${address}\u2069`;
  const email = isolate(current.email ?? "");

  let body: ReactNode;
  if (result?.kind === "subscribe") {
    body = result.ok ? (
      <Notice tone="ok">{t("unsubscribe.subscribed", { email: isolate(result.email) })}</Notice>
    ) : (
      <Notice tone="problem">{result.message}</Notice>
    );
  } else if (current.state === "invalid") {
    body = <Notice tone="problem">{t("unsubscribe.invalid")}</Notice>;
  } else if (current.state === "unsubscribed") {
    body = <Notice tone="ok">{t("unsubscribe.done", { email })}</Notice>;
  } else {
    body = (
      <Form method="post" className="space-y-6">
        <p className="text-lg text-ink">{t("unsubscribe.confirm", { email })}</p>
        <input type="hidden" name="intent" value="unsubscribe" />
        <input type="hidden" name="token" value={current.token} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? t("unsubscribe.working") : t("unsubscribe.button")}
        </Button>
      </Form>
    );
  }

  return (
    <div className="bg-surface px-4 py-16 sm:py-24">
      <section
        aria-labelledby="newsletter-page-title"
        className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-light text-primary">
          <MailX aria-hidden="true" className="size-6" />
        </span>
        <h1 id="newsletter-page-title" className="mt-4 text-2xl font-bold text-navy-900 sm:text-3xl">
          {t("unsubscribe.title")}
        </h1>
        <div className="mt-6">{body}</div>
        <Link to={getHref("/blog")} className={buttonClass("outline", "md", "mt-8")}>
          {t("unsubscribe.backToBlog")}
        </Link>
      </section>
    </div>
  );
}
