import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { crmKeys } from "../api/query-keys";
import { useOwners } from "../board/view-switch";
import { ActivityForm } from "./activity-form";
import { editActivity, fetchTimeline, logActivity, removeActivity, timelineKey } from "./timeline-api";
import { TimelineEntry } from "./timeline-entry";

/**
 * The company's activity timeline in its modal: log a note or a call, then every entry newest first
 * (notes and calls, stage moves and field changes, contacts and projects added), a page at a time.
 */
export function TimelineSection({ companyId }: { companyId: number }) {
  const { t } = useTranslation(["pipeline", "crm"]);
  const lang = useLang();
  const client = useQueryClient();
  const me = useOwners().data?.me ?? null;
  const query = useInfiniteQuery({
    queryKey: timelineKey(companyId),
    queryFn: ({ pageParam, signal }) => fetchTimeline(lang, companyId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.items.length < last.total ? last.offset + last.limit : undefined,
  });
  // The company too (under whose key the timeline is): a logged call moves its last contact.
  const refresh = () => {
    void client.invalidateQueries({ queryKey: crmKeys.company(companyId) });
    void client.invalidateQueries({ queryKey: crmKeys.views() });
  };
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="timeline-title" className="space-y-3">
      <h3 id="timeline-title" className="text-lg font-bold text-navy-900">
        {t("timeline.title")}
      </h3>
      <ActivityForm
        idPrefix="new-activity"
        submitLabel={t("timeline.log")}
        busyLabel={t("timeline.saving")}
        onSubmit={async (value) => {
          await logActivity(lang, companyId, value);
          refresh();
        }}
      />
      {query.isPending ? (
        <p className="text-sm text-muted">{t("crm:modal.loadingDetails")}</p>
      ) : query.isError ? (
        <p className="text-sm text-destructive">{t("crm:modal.detailsError")}</p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted">{t("timeline.none")}</p>
      ) : (
        <ol aria-label={t("timeline.listLabel")} className="space-y-4 border-s-2 border-slate-200 ps-3">
          {entries.map((entry) => (
            <TimelineEntry
              key={`${entry.type}-${entry.id}`}
              entry={entry}
              me={me}
              onEdit={async (activity, value) => {
                try {
                  await editActivity(lang, activity.id, { ...value, version: activity.version });
                } finally {
                  refresh();
                }
              }}
              onDelete={async (activity) => {
                try {
                  await removeActivity(lang, activity.id);
                  toast.success(t("timeline.deleted"));
                  return true;
                } catch {
                  toast.error(t("crm:toast.errorTitle"), { description: t("crm:toast.saveFailed") });
                  return false;
                } finally {
                  refresh();
                }
              }}
            />
          ))}
        </ol>
      )}
      {query.hasNextPage ? (
        <button
          type="button"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className="min-h-10 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-primary hover:bg-primary-light disabled:opacity-60"
        >
          {query.isFetchingNextPage ? t("timeline.loadingMore") : t("timeline.loadMore")}
        </button>
      ) : null}
    </section>
  );
}
