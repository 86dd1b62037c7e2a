import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Undo2 } from "lucide-react";
import { useEffect, useState } from "react";
import type { ImportConflict, ImportReport } from "#core/domain/crm";
import type { UndoImportResult } from "#core/domain/crm-import";
import { Button } from "~/components/ui/button";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { takeSheetValues, undoImport } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { Notice } from "../shared/form-bits";
import { formatDate, formatNumber } from "../shared/format";

const keyOf = (c: { batchRow: number; field: string }) => `${c.batchRow}:${c.field}`;
const takenId = (c: { batchRow: number; field: string }) => `import-taken-${c.batchRow}-${c.field}`;
const DATE_FIELDS = new Set(["lastContact", "nextActionDue", "startDate", "endDate"]);

/**
 * The import's report (decision 022): what it added, updated and skipped; each conflict with the sheet's
 * and the CRM's value, and the sheet's value to take (one or all); the one Undo of the whole import.
 */
export function ImportResult({ report }: { report: ImportReport }) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const client = useQueryClient();
  const [taken, setTaken] = useState(() => new Set(report.conflicts.filter((c) => c.taken).map(keyOf)));
  const [undone, setUndone] = useState<UndoImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Where focus goes once the sheet's value is taken (the button pressed is gone or disabled).
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus]);
  const batchId = report.batchId ?? 0;
  const settled = {
    onMutate: () => setProblem(null),
    onError: (error: Error) =>
      setProblem(error instanceof ApiError ? error.message : t("import.errors.actionFailed")),
  };
  const take = useMutation({
    mutationFn: (items: ImportConflict[]) =>
      takeSheetValues(lang, batchId, { items: items.map(({ batchRow, field }) => ({ batchRow, field })) }),
    onSuccess: (result, items) => {
      setTaken((before) => new Set([...before, ...result.taken.map(keyOf)]));
      const one = items.length === 1 ? items[0] : undefined;
      setFocus(one ? takenId(one) : "import-conflicts-title");
      void client.invalidateQueries({ queryKey: crmKeys.all });
    },
    ...settled,
  });
  const undo = useMutation({
    mutationFn: () => undoImport(lang, batchId),
    onSuccess: (result) => {
      setUndone(result);
      void client.invalidateQueries({ queryKey: crmKeys.all });
    },
    ...settled,
  });
  const busy = take.isPending || undo.isPending;
  const open = report.conflicts.filter((c) => !taken.has(keyOf(c)));

  return (
    <div className="space-y-3">
      <ImportSummary report={report} />
      {report.batchId !== null && !undone ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => undo.mutate()}>
          <Undo2 aria-hidden="true" className="h-4 w-4" />
          {undo.isPending ? t("import.undoing") : t("import.undo")}
        </Button>
      ) : null}
      {undone ? (
        <p role="status" className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm font-semibold">
          {t("import.undone", {
            restored: formatNumber(undone.restored, lang),
            removed: formatNumber(undone.removed, lang),
          })}
        </p>
      ) : null}
      {report.conflicts.length && !undone ? (
        <section
          aria-labelledby="import-conflicts-title"
          className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <h3 id="import-conflicts-title" tabIndex={-1} className="font-bold">
            {t("import.conflictsTitle")}
          </h3>
          <p>{t("import.conflictsHint")}</p>
          <Button size="sm" disabled={busy || open.length === 0} onClick={() => take.mutate(open)}>
            {t("import.takeAll")}
          </Button>
          <ul className="space-y-2">
            {report.conflicts.map((c) => (
              <ConflictItem
                key={keyOf(c)}
                conflict={c}
                taken={taken.has(keyOf(c))}
                busy={busy}
                onTake={() => take.mutate([c])}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
    </div>
  );
}

function ConflictItem(props: {
  conflict: ImportConflict;
  taken: boolean;
  busy: boolean;
  onTake: () => void;
}) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const c = props.conflict;
  const field = t(`import.field.${c.field}`, { defaultValue: c.field });
  const shown = (value: ImportConflict["sheetValue"]) => {
    if (value === null || value === "") return t("import.emptyValue");
    if (typeof value === "number") return formatNumber(value, lang);
    if (DATE_FIELDS.has(c.field)) return formatDate(value, lang) ?? value;
    if (c.field === "stage") {
      return t(`${c.sheet === "projects" ? "projectStage" : "stage"}.${value}`, { defaultValue: value });
    }
    return value;
  };
  return (
    <li className="space-y-2 rounded-md border border-amber-200 bg-white p-3 text-slate-900">
      <p className="text-xs text-slate-700">
        {t("import.conflictRow", {
          sheet: t(`import.sheet.${c.sheet}`),
          row: formatNumber(c.row, lang),
          name: c.name,
        })}
      </p>
      <p className="font-semibold">{field}</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="font-medium text-slate-700">{t("import.sheetValue")}</dt>
        <dd className="break-words">
          <bdi>{shown(c.sheetValue)}</bdi>
        </dd>
        <dt className="font-medium text-slate-700">{t("import.crmValue")}</dt>
        <dd className="break-words">
          <bdi>{shown(c.crmValue)}</bdi>
        </dd>
      </dl>
      {props.taken ? (
        <p
          id={takenId(c)}
          tabIndex={-1}
          role="status"
          className="flex items-center gap-1 font-medium text-green-800"
        >
          <Check aria-hidden="true" className="h-4 w-4" />
          {t("import.taken")}
        </p>
      ) : (
        <Button
          variant="outline"
          size="sm"
          disabled={props.busy}
          aria-label={t("import.takeSheetFor", { field, name: c.name })}
          onClick={props.onTake}
        >
          {t("import.takeSheet")}
        </Button>
      )}
    </li>
  );
}

function ImportSummary({ report }: { report: ImportReport }) {
  const { t } = useTranslation("crm");
  return (
    <div
      role="status"
      className="space-y-3 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-950"
    >
      <p className="font-bold">{t("import.reportTitle")}</p>
      <p>
        {t("import.summary", {
          added: report.added,
          updated: report.updated,
          unchanged: report.unchanged,
          skipped: report.skipped.length,
        })}
      </p>
      <ul className="list-disc space-y-1 ps-5">
        {report.sheets.map((sheet) => (
          <li key={`${sheet.sheet}-${sheet.file}`}>
            {t("import.sheetSummary", { ...sheet, sheet: t(`import.sheet.${sheet.sheet}`) })}
          </li>
        ))}
      </ul>
      {report.skipped.length ? (
        <details>
          <summary className="cursor-pointer font-semibold">{t("import.skippedTitle")}</summary>
          <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-y-auto ps-5">
            {report.skipped.map((skip, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
              <li key={index}>
                {t("import.skippedRow", {
                  sheet: t(`import.sheet.${skip.sheet}`),
                  row: skip.row,
                  reason: skip.reason,
                })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
