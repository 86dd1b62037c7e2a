import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RotateCcw, Trash2 } from "lucide-react";
import type { TrashItem } from "#core/domain/crm-trash";
import { isolate } from "#core/lib/format";
import { Button } from "~/components/ui/button";
import { QueryState } from "~/components/ui/query-state";
import { toast } from "~/components/ui/toast";
import { USER_TEXT, UserText, withUserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useTranslation } from "~/i18n/react";
import { fetchTrash, purgeFromTrash, restoreFromTrash } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { ConfirmDelete } from "../shared/confirm-delete";
import { formatMomentDay } from "../shared/format";

const trashKey = crmKeys.trash();

/** /crm/trash: what was deleted in the last 30 days, to restore or to delete for good. */
export function TrashView() {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: trashKey,
    queryFn: ({ signal }) => fetchTrash(lang, signal),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: crmKeys.all });
  const { can } = useStaffSession();
  const restore = useMutation({
    mutationFn: (item: TrashItem) => restoreFromTrash(lang, item.kind, item.id),
    onSuccess: (_, item) =>
      toast.success(
        item.mergedInto
          ? t("trash.restoredMerged", { name: isolate(item.name), kept: isolate(item.mergedInto) })
          : withUserText(t("trash.restored", { name: USER_TEXT }), item.name),
      ),
    onError: (error) => toast.error(error instanceof Error ? error.message : t("undo.failed")),
    onSettled: refresh,
  });
  const items = query.data?.items ?? [];

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-navy-900">{t("trash.title")}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t("trash.intro")}</p>
      <div className="mt-8">
        <QueryState query={query} loading={t("dashboard.loading")} error={t("trash.loadError")}>
          {() =>
            items.length === 0 ? (
              <p className="rounded-xl bg-surface p-6 text-muted">{t("trash.empty")}</p>
            ) : (
              <ul className="space-y-3">
                {items.map((item) => (
                  <li
                    key={`${item.kind}-${item.id}`}
                    className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
                  >
                    <div className="min-w-0 flex-1 space-y-1">
                      <p className="text-xs font-semibold tracking-wide text-muted uppercase">
                        {t(`trash.kind.${item.kind}`)}
                      </p>
                      <h2 className="break-words text-lg font-bold text-navy-900">
                        <UserText>{item.name}</UserText>
                      </h2>
                      {item.companyName ? (
                        <p className="text-sm text-muted">
                          {withUserText(t("trash.ofCompany", { name: USER_TEXT }), item.companyName)}
                        </p>
                      ) : null}
                      {item.kind === "company" ? (
                        <p className="text-sm text-muted">
                          {t("trash.withChildren", { contacts: item.contacts, projects: item.projects })}
                        </p>
                      ) : null}
                      {item.mergedInto ? (
                        <p className="text-sm text-ink">
                          {t("trash.mergedInto", { name: isolate(item.mergedInto) })}
                        </p>
                      ) : null}
                      <p className="text-sm text-ink">
                        {t("trash.dates", {
                          deleted: formatMomentDay(item.deletedAt, lang),
                          purge: formatMomentDay(item.purgeAt, lang),
                        })}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {can("sales") ? (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={restore.isPending}
                          onClick={() => restore.mutate(item)}
                          aria-label={t("trash.restoreNamed", { name: item.name })}
                        >
                          <RotateCcw aria-hidden="true" className="h-4 w-4" />
                          {t("trash.restore")}
                        </Button>
                      ) : null}
                      {can("admin") ? (
                        <ConfirmDelete
                          title={t("trash.purgeTitle")}
                          description={
                            <p>{withUserText(t("trash.purgeQuestion", { name: USER_TEXT }), item.name)}</p>
                          }
                          confirmLabel={t("trash.purge")}
                          onConfirm={async () => {
                            try {
                              await purgeFromTrash(lang, item.kind, item.id);
                              toast.success(withUserText(t("trash.purged", { name: USER_TEXT }), item.name));
                              return true;
                            } catch {
                              toast.error(t("undo.failed"));
                              return false;
                            } finally {
                              refresh();
                            }
                          }}
                          trigger={
                            <Button
                              variant="destructive"
                              size="sm"
                              aria-label={t("trash.purgeNamed", { name: item.name })}
                            >
                              <Trash2 aria-hidden="true" className="h-4 w-4" />
                              {t("trash.purge")}
                            </Button>
                          }
                        />
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </div>
  );
}
