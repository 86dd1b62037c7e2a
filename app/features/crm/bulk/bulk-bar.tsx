import { useQuery } from "@tanstack/react-query";
import { ChevronDown, Trash2, X } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { COMPANY_STAGES } from "#core/domain/crm";
import { BULK_MAX } from "#core/domain/crm-bulk";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { fetchOwners, pipelineKeys } from "../board/pipeline-api";
import { formatNumber } from "../shared/format";
import { useBulkAction } from "./use-bulk-action";
import type { Selection } from "./use-selection";

const buttonClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-navy-900 hover:bg-primary-light focus-visible:outline-3 focus-visible:outline-gold disabled:opacity-60";
const itemClass =
  "flex min-h-10 cursor-pointer items-center rounded-lg px-3 text-sm font-medium text-ink outline-none data-[highlighted]:bg-primary-light data-[highlighted]:text-primary-dark";

function Menu({
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
  const lang = useLang();
  return (
    <DropdownMenu.Root dir={LANGUAGE_INFO[lang].dir} modal={false}>
      <DropdownMenu.Trigger className={buttonClass} disabled={disabled}>
        {label}
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={6}
          className="z-50 max-h-80 min-w-48 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-muted">
            {heading}
          </DropdownMenu.Label>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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
          <Menu label={t("bulk.changeStage")} heading={t("bulk.stageTo")} disabled={busy}>
            {COMPANY_STAGES.map((stage) => (
              <DropdownMenu.Item
                key={stage}
                className={itemClass}
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
          </Menu>
          <Menu label={t("bulk.changeOwner")} heading={t("bulk.ownerTo")} disabled={busy}>
            {(owners.data?.items ?? []).map((owner) => (
              <DropdownMenu.Item
                key={owner}
                className={itemClass}
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
              className={itemClass}
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
          </Menu>
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
