import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarPlus, Copy, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import type { AccountSettings } from "#core/domain/account";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { accountKey, rotateCalendarFeed } from "./account-api";

/**
 * The calendar feed: its address is shown once, when made (only its hash is kept: decision 029), with Copy;
 * "Make a new address" ends the old one.
 */
export function CalendarFeedPanel({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const client = useQueryClient();
  const id = useId();
  const [url, setUrl] = useState<string | null>(null);
  const rotate = useMutation({
    mutationFn: () => rotateCalendarFeed(lang),
    onSuccess: ({ path }) => {
      setUrl(`${window.location.origin}${path}`);
      client.setQueryData<AccountSettings>(accountKey, { ...settings, hasCalendarFeed: true });
      toast.success(t("calendar.made"));
    },
    onError: () => toast.error(t("calendar.failed")),
  });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("calendar.copied"));
    } catch {
      toast.error(t("calendar.copyFailed"));
    }
  };
  const hasFeed = settings.hasCalendarFeed || url !== null;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
        {t("calendar.heading")}
      </h2>
      <p className="text-muted">{t("calendar.intro")}</p>
      {url ? (
        <div>
          <Label htmlFor={`${id}-url`}>{t("calendar.url")}</Label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-url`}
              readOnly
              dir="ltr"
              value={url}
              aria-describedby={`${id}-once`}
              className="font-mono text-sm"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button type="button" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" className="h-4 w-4" />
              {t("calendar.copy")}
            </Button>
          </div>
          <p id={`${id}-once`} className="mt-1 text-sm font-medium text-amber-900">
            {t("calendar.shownOnce")}
          </p>
          {/* webcal: opens Apple Calendar or Outlook on the subscribe step; Google takes the address itself. */}
          <a
            href={url.replace(/^https?:/, "webcal:")}
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-dark underline"
          >
            <CalendarPlus aria-hidden="true" className="h-4 w-4" />
            {t("calendar.subscribe")}
          </a>
        </div>
      ) : (
        <p className="text-sm text-ink">{hasFeed ? t("calendar.active") : t("calendar.none")}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant={hasFeed ? "outline" : "primary"}
          disabled={rotate.isPending}
          aria-describedby={hasFeed ? `${id}-rotate` : undefined}
          onClick={() => rotate.mutate()}
        >
          {hasFeed ? (
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
          ) : (
            <CalendarPlus aria-hidden="true" className="h-4 w-4" />
          )}
          {hasFeed ? t("calendar.rotate") : t("calendar.create")}
        </Button>
        {hasFeed ? (
          <p id={`${id}-rotate`} className="text-sm text-muted">
            {t("calendar.rotateHint")}
          </p>
        ) : null}
      </div>
    </section>
  );
}
