import { CheckCircle2, CircleAlert, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

export function Notice({ tone, children }: { tone: "ok" | "problem"; children: ReactNode }) {
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

/** An address reads left to right inside Arabic text too (Unicode first-strong isolate). */
export const isolate = (address: string) => `\u2068${address}\u2069`;

/** The card both newsletter pages (/newsletter and /newsletter/unsubscribe) show their one message in. */
export function NewsletterFrame({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  const { t } = useTranslation("newsletter");
  const getHref = useGetHref();
  return (
    <div className="bg-surface px-4 py-16 sm:py-24">
      <section
        aria-labelledby="newsletter-page-title"
        className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-light text-primary">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1 id="newsletter-page-title" className="mt-4 text-2xl font-bold text-navy-900 sm:text-3xl">
          {t("unsubscribe.title")}
        </h1>
        <div className="mt-6">{children}</div>
        <Link to={getHref("/blog")} className={buttonClass("outline", "md", "mt-8")}>
          {t("unsubscribe.backToBlog")}
        </Link>
      </section>
    </div>
  );
}
