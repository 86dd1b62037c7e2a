import { useQuery } from "@tanstack/react-query";
import { ChevronDown, Trash2, X } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { COMPANY_STAGES } from "#core/domain/crm";
import { BULK_MAX } from "#core/domain/crm-bulk";
import { Menu, menuItemClass } from "~/components/ui/menu";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { fetchOwners, pipelineKeys } from "../board/pipeline-api";
import { formatNumber } from "../shared/format";
import { useBulkAction } from "./use-bulk-action";
import type { Selection } from "./use-selection";

const buttonClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-navy-900 hover:bg-primary-light focus-visible:outline-3 focus-visible:outline-gold disabled:opacity-60";

/** A bulk action's menu: its button (disabled while an action runs) over the choices. */
function BulkMenu({
  label,
  heading,
  disabled,
  children,
}: {
  label: string;
  heading: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Menu
      modal={false}
      side="top"
      align="start"
      heading={heading}
      trigger={
        <button type="button" className={buttonClass} disabled={disabled}>
          {label}
          <ChevronDown aria-hidden="true" className="h-4 w-4" />
        </button>
      }
    >
      {children}
    </Menu>
  );
}

/**
 * The bar at the foot of the screen while companies are selected: how many (announced), Change stage,
 * Change owner, Move to trash, Clear. Escape in the bar clears the selection.
 */
export function BulkBar({ selection }: { selection: Selection }) {
  const { t } = useTranslation(["crm", "pipeline"]);
  const lang = useLang();
  const action = useBulkAction(selection.clear);
  const owners = useQuery({
    queryKey: pipelineKeys.owners(),
    queryFn: ({ signal }) => fetchOwners(lang, signal),
    enabled: selection.count > 0,
  });
  const items = selection.items.map(({ id, version }) => ({ id, version }));
  // More than one action may take: said at once, and the actions wait until fewer are selected.
  const tooMany = selection.count > BULK_MAX;
  const busy = action.isPending || tooMany;
  const selectedText =
    selection.count > 0
      ? t("bulk.selected", { count: selection.count, formatted: formatNumber(selection.count, lang) })
      : "";
  return (
    <>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {selectedText}
      </p>
      {selection.count > 0 ? (
        <section
          aria-label={t("bulk.barLabel")}
          onKeyDown={(event) => {
            if (event.key === "Escape" && !event.defaultPrevented) selection.clear();
          }}
          className="sticky bottom-3 z-30 flex flex-wrap items-center gap-2 rounded-2xl border border-slate-300 bg-white p-3 shadow-xl"
        >
          <p aria-hidden="true" className="me-auto px-1 text-sm font-bold text-navy-900 tabular-nums">
            {selectedText}
          </p>
          {action.isPending ? (
            <p className="text-sm text-muted" role="status">
              {t("bulk.working")}
            </p>
          ) : null}
          {tooMany ? (
            <p className="basis-full text-sm font-semibold text-destructive" role="alert">
              {t("bulk.errors.tooMany")}
            </p>
          ) : null}
          <BulkMenu label={t("bulk.changeStage")} heading={t("bulk.stageTo")} disabled={busy}>
            {COMPANY_STAGES.map((stage) => (
              <DropdownMenu.Item
                key={stage}
                className={menuItemClass}
                disabled={busy}
                onSelect={() =>
                  action.mutate({
                    request: { action: "stage", stage, items },
                    done: (formatted) => t("bulk.stageDone", { formatted, stage: t(`stage.${stage}`) }),
                  })
                }
              >
                {t(`stage.${stage}`)}
              </DropdownMenu.Item>
            ))}
          </BulkMenu>
          <BulkMenu label={t("bulk.changeOwner")} heading={t("bulk.ownerTo")} disabled={busy}>
            {(owners.data?.items ?? []).map((owner) => (
              <DropdownMenu.Item
                key={owner}
                className={menuItemClass}
                disabled={busy}
                onSelect={() =>
                  action.mutate({
                    request: { action: "owner", owner, items },
                    done: (formatted) => t("bulk.ownerDone", { formatted, owner }),
                  })
                }
              >
                {owner}
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Item
              className={menuItemClass}
              disabled={busy}
              onSelect={() =>
                action.mutate({
                  request: { action: "owner", owner: null, items },
                  done: (formatted) => t("bulk.ownerCleared", { formatted }),
                })
              }
            >
              {t("bulk.noOwner")}
            </DropdownMenu.Item>
          </BulkMenu>
          <button
            type="button"
            className={`${buttonClass} text-red-800`}
            disabled={busy}
            onClick={() =>
              action.mutate({
                request: { action: "trash", items },
                done: (formatted) => t("bulk.trashDone", { formatted }),
              })
            }
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t("bulk.trash")}
          </button>
          <button type="button" className={buttonClass} onClick={selection.clear}>
            <X aria-hidden="true" className="h-4 w-4" />
            {t("bulk.clear")}
          </button>
        </section>
      ) : null}
    </>
  );
}
