import { ArrowRightLeft, FilePlus2, MessageSquareText, Pencil, Phone, UserPlus } from "lucide-react";
import { useState } from "react";
import { isCompanyStage } from "#core/domain/crm";
import type { TimelineEntry as Entry } from "#core/domain/pipeline";
import { isolate } from "#core/lib/format";
import { Button } from "~/components/ui/button";
import { USER_TEXT, UserText, withUserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { EDIT_FIELDS } from "../modal/edit-values";
import { ConfirmDelete } from "../shared/confirm-delete";
import { formatDate, formatDateTime } from "../shared/format";
import { nextActionText } from "../shared/next-action";
import { industryView } from "../shared/solution";
import { ActivityForm } from "./activity-form";
import { DEAL_FIELDS, useDealChangeText } from "./deal-change";
import type { ActivityEntry } from "./timeline-api";

/** A company's changed fields the timeline shows: the edit form's, under the record's names. */
const FIELDS: readonly string[] = EDIT_FIELDS.map((field) => (field === "companyName" ? "name" : field));
const DATE_FIELDS = new Set(["lastContact", "nextActionDue"]);

/** A company field's value as people read it: the stage's and industry's names, dates in the page's language. */
export function useFieldText() {
  const { t } = useTranslation(["pipeline", "crm", "industries"]);
  const lang = useLang();
  return (field: string, text: string): string => {
    if (field === "stage") return isCompanyStage(text) ? t(`crm:stage.${text}`) : text;
    if (DATE_FIELDS.has(field)) return formatDate(text, lang) ?? text;
    if (field === "industry") return industryView(text, t).industryName;
    if (field === "nextAction") return nextActionText(text, t);
    return text.length > 160 ? `${text.slice(0, 160)}…` : text;
  };
}

function useValueText() {
  const { t } = useTranslation("pipeline");
  const plain = useFieldText();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === "") return t("timeline.empty");
    return isolate(plain(field, String(value)));
  };
}

function Icon({ entry }: { entry: Entry }) {
  const className = "h-4 w-4";
  if (entry.type === "activity") {
    return entry.kind === "call" ? (
      <Phone aria-hidden="true" className={className} />
    ) : (
      <MessageSquareText aria-hidden="true" className={className} />
    );
  }
  if (entry.action.startsWith("contact.")) return <UserPlus aria-hidden="true" className={className} />;
  if (entry.action.startsWith("project.") && !entry.action.endsWith("update"))
    return <FilePlus2 aria-hidden="true" className={className} />;
  if (entry.action.endsWith("create")) return <FilePlus2 aria-hidden="true" className={className} />;
  return entry.changes.some((c) => c.field === "stage") ? (
    <ArrowRightLeft aria-hidden="true" className={className} />
  ) : (
    <Pencil aria-hidden="true" className={className} />
  );
}

/** One line of the timeline; the author of a note or call may edit or delete it. */
export function TimelineEntry({
  entry,
  me,
  onEdit,
  onDelete,
}: {
  entry: Entry;
  me: string | null;
  onEdit: (entry: ActivityEntry, value: { kind: ActivityEntry["kind"]; body: string }) => Promise<unknown>;
  onDelete: (entry: ActivityEntry) => Promise<boolean>;
}) {
  const { t } = useTranslation(["pipeline", "crm"]);
  const lang = useLang();
  const valueText = useValueText();
  const [editing, setEditing] = useState(false);
  const at = formatDateTime(entry.at, lang);
  const title =
    entry.type === "activity"
      ? t(`timeline.kind.${entry.kind}`)
      : withUserText(
          t(`timeline.action.${entry.action.replace(/\./g, "_")}`, { name: USER_TEXT }),
          entry.name ?? "",
        );
  return (
    <li className="relative flex gap-3 ps-1">
      <span className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary-light text-primary-dark">
        <Icon entry={entry} />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm">
          <span className="font-semibold text-navy-900">{title}</span>{" "}
          <span className="text-muted">
            {entry.actor
              ? t("timeline.byAt", { who: isolate(entry.actor), at })
              : t("timeline.bySystemAt", { at })}
            {entry.type === "activity" && entry.editedAt ? ` · ${t("timeline.edited")}` : ""}
          </span>
        </p>
        {entry.type === "activity" ? (
          editing ? (
            <ActivityForm
              idPrefix={`activity-${entry.id}`}
              initial={{ kind: entry.kind, body: entry.body }}
              submitLabel={t("timeline.save")}
              busyLabel={t("timeline.saving")}
              onCancel={() => setEditing(false)}
              onSubmit={async (value) => {
                await onEdit(entry, value);
                setEditing(false);
              }}
            />
          ) : (
            <p className="break-words text-sm text-ink">
              <UserText className="whitespace-pre-wrap">{entry.body}</UserText>
            </p>
          )
        ) : entry.action === "project.update" ? (
          <DealChanges changes={entry.changes} />
        ) : entry.changes.length ? (
          <ul className="space-y-0.5 text-sm text-ink">
            {entry.changes
              .filter((c) => FIELDS.includes(c.field))
              .map((change) => (
                <li key={change.field} className="break-words">
                  {change.field === "stage"
                    ? t("timeline.stageMove", {
                        before: valueText("stage", change.before),
                        after: valueText("stage", change.after),
                      })
                    : t("timeline.change", {
                        field: t(`timeline.field.${change.field}`),
                        before: valueText(change.field, change.before),
                        after: valueText(change.field, change.after),
                      })}
                </li>
              ))}
          </ul>
        ) : null}
        {entry.type === "activity" && entry.actor === me && !editing ? (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={t("timeline.editLabel", { when: formatDateTime(entry.at, lang) })}
            >
              {t("timeline.edit")}
            </Button>
            <ConfirmDelete
              title={t("timeline.deleteTitle")}
              description={<p>{t("timeline.deleteQuestion")}</p>}
              confirmLabel={t("crm:confirm.delete")}
              onConfirm={() => onDelete(entry)}
              trigger={
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:bg-red-50"
                  aria-label={t("timeline.deleteLabel", { when: formatDateTime(entry.at, lang) })}
                >
                  {t("timeline.delete")}
                </Button>
              }
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** A deal's changed fields, in the order of its form, stages and reasons in the reader's language. */
function DealChanges({ changes }: { changes: Array<{ field: string; before: unknown; after: unknown }> }) {
  const { t } = useTranslation("pipeline");
  const text = useDealChangeText();
  const shown = DEAL_FIELDS.flatMap((field) => changes.filter((c) => c.field === field));
  return (
    <ul className="space-y-0.5 text-sm text-ink">
      {shown.map((change) => (
        <li key={change.field} className="break-words">
          {t("timeline.change", {
            field: text.label(change.field),
            before: text.value(change.field, change.before),
            after: text.value(change.field, change.after),
          })}
        </li>
      ))}
    </ul>
  );
}
