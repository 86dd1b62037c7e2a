import { useMutation } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { useId, useState } from "react";
import { type InsightView, insightState } from "#core/domain/insights";
import type { Lang } from "#core/i18n/languages";
import { formatDateTime } from "#core/lib/format";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { publishInsight, unpublishInsight } from "./editor-api";
import { zonedInputToIso } from "./zoned-time";

type Action = { kind: "now" } | { kind: "schedule"; at: string } | { kind: "unpublish" };

/**
 * A language's state (Draft / Published on … / Scheduled for …, in the staff member's time zone), its
 * Preview link, and Publish now, Schedule and Unpublish for those who may. Publishing needs the changes saved.
 */
export function PublishControls({
  lang,
  insight,
  dirty,
  timeZone,
  canWrite,
  onDone,
  onFailed,
}: {
  lang: Lang;
  insight: InsightView | undefined;
  dirty: boolean;
  timeZone: string | undefined;
  canWrite: boolean;
  onDone: (view: InsightView) => void;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation("insights");
  const pageLang = useLang();
  const href = useGetHref();
  const id = useId();
  const [when, setWhen] = useState("");
  const text = insight?.texts[lang];
  const state = insightState(text, new Date());
  const language = t(`languages.${lang}`);
  const act = useMutation({
    mutationFn: (action: Action) => {
      if (!insight) throw new Error("not saved yet");
      if (action.kind === "unpublish") return unpublishInsight(pageLang, insight.id, lang, insight.updatedAt);
      return publishInsight(pageLang, insight.id, lang, {
        updatedAt: insight.updatedAt,
        ...(action.kind === "schedule" ? { at: action.at } : {}),
      });
    },
    onSuccess: (view, action) => {
      const done =
        action.kind === "now" ? "published" : action.kind === "schedule" ? "scheduled" : "unpublished";
      toast.success(t(`editor.${done}`, { language }));
      setWhen("");
      onDone(view);
    },
    onError: onFailed,
  });
  const schedule = () => {
    const at = timeZone ? zonedInputToIso(when, timeZone) : null;
    if (at) act.mutate({ kind: "schedule", at });
    else onFailed(new ApiError(400, { code: "invalid_input", message: t("errors.when") }));
  };
  const moment = text?.publishAt ? formatDateTime(text.publishAt, pageLang, timeZone) : "";
  const stateLine =
    state === "published"
      ? t("state.publishedOn", { date: moment })
      : state === "scheduled"
        ? t("state.scheduledFor", { date: moment })
        : t(text ? "state.draft" : "state.none");
  const busy = act.isPending || dirty || !insight;

  return (
    <div className="space-y-3 rounded-lg bg-surface p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-ink" data-testid={`insight-state-${lang}`}>
          {stateLine}
        </p>
        {insight && text ? (
          <a
            href={href(`/crm/insights/${insight.id}/preview/${lang}`)}
            target="_blank"
            rel="noopener"
            aria-label={t("editor.previewOf", { language })}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("editor.preview")}
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
          </a>
        ) : null}
      </div>
      {canWrite && text ? (
        <>
          {dirty ? <p className="text-sm text-muted">{t("editor.saveFirst")}</p> : null}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={busy} onClick={() => act.mutate({ kind: "now" })}>
              {t("editor.publishNow")}
            </Button>
            {state !== "draft" ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => act.mutate({ kind: "unpublish" })}
              >
                {t("editor.unpublish")}
              </Button>
            ) : null}
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1 space-y-1">
              <Label htmlFor={`${id}-when`}>
                {t("editor.scheduleAt", { zone: timeZone ? t(`account:settings.zones.${timeZone}`) : "…" })}
              </Label>
              <Input
                id={`${id}-when`}
                type="datetime-local"
                value={when}
                onChange={(e) => setWhen(e.target.value)}
              />
            </div>
            <Button size="sm" variant="outline" disabled={busy || !when} onClick={schedule}>
              {t("editor.schedule")}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
