import { Download, RefreshCw } from "lucide-react";
import { Button, buttonClass } from "~/components/ui/button";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { formatNumber as formatCount, formatDateTime } from "~/lib/format";
import { MessageCard } from "./message-card";
import { useMessages } from "./use-messages";

/** /crm/messages: what arrived through the contact form, and whether each notification went out. */
export function MessagesView() {
  const { t } = useTranslation(["contact", "newsletter"]);
  const lang = useLang();
  const query = useMessages();
  const formatTime = (iso: string) => formatDateTime(iso, lang);
  const formatNumber = (value: number) => formatCount(value, lang);
  const messages = query.data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">{t("contact:staff.title")}</h1>
          <p className="mt-2 max-w-2xl text-muted">{t("contact:staff.intro")}</p>
        </div>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t("contact:staff.refresh")}
        </Button>
      </div>

      <div className="mt-8 space-y-5">
        {query.isPending ? (
          <p role="status" className="text-muted">
            {t("contact:staff.loading")}
          </p>
        ) : query.isError && messages.length === 0 ? (
          <div role="alert" className="rounded-xl bg-red-50 p-6 text-destructive ring-1 ring-red-200">
            <p className="font-semibold">{t("contact:staff.loadError")}</p>
            <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
              {t("contact:staff.retry")}
            </Button>
          </div>
        ) : messages.length === 0 ? (
          <p className="rounded-xl bg-surface p-6 text-muted">{t("contact:staff.empty")}</p>
        ) : (
          <>
            {messages.map((message) => (
              <MessageCard
                key={message.id}
                message={message}
                formatTime={formatTime}
                formatNumber={formatNumber}
              />
            ))}
            {query.hasNextPage ? (
              <Button
                variant="outline"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {t("contact:staff.loadMore")}
              </Button>
            ) : null}
          </>
        )}
      </div>

      <section
        aria-labelledby="newsletter-export-title"
        className="mt-12 rounded-2xl bg-surface p-6 ring-1 ring-slate-200"
      >
        <h2 id="newsletter-export-title" className="text-xl font-semibold text-navy-900">
          {t("newsletter:export.title")}
        </h2>
        <p className="mt-2 text-muted">{t("newsletter:export.text")}</p>
        <a
          href="/api/crm/newsletter/subscribers.csv"
          download
          className={buttonClass("secondary", "md", "mt-4")}
        >
          <Download aria-hidden="true" className="size-4" />
          {t("newsletter:export.button")}
        </a>
      </section>
    </div>
  );
}
