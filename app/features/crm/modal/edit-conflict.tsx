import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { useFieldText } from "../timeline/timeline-entry";
import type { EditField, FieldConflict } from "./edit-values";

/** The label of an edit form's field, as the timeline names it, in the page's language. */
function useFieldLabel() {
  const { t } = useTranslation("pipeline");
  return (field: EditField) => t(`timeline.field.${field === "companyName" ? "name" : field}`);
}

/** A field's value as the view shows it; nothing is "(empty)". */
function useShownValue() {
  const { t } = useTranslation("pipeline");
  const text = useFieldText();
  return (field: EditField, value: string) =>
    value.trim() === "" ? t("timeline.empty") : text(field, value);
}

/**
 * After someone else's save: nothing typed is lost. Each field both changed shows their value and this
 * user's, with "Keep mine" or "Take theirs"; the choice goes into the form's field, which Save then sends
 * against their version.
 */
export function ConflictPanel({
  conflicts,
  chosen,
  onChoose,
}: {
  conflicts: FieldConflict[];
  chosen: (field: EditField) => "mine" | "theirs";
  onChoose: (conflict: FieldConflict, choice: "mine" | "theirs") => void;
}) {
  const { t } = useTranslation("crm");
  const label = useFieldLabel();
  const shown = useShownValue();
  const box = useRef<HTMLElement>(null);
  // Shown after a refused save: focus moves to it, so a keyboard user reads it and reaches the choices.
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby="edit-conflict-title"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-4 text-amber-950 outline-none focus-visible:ring-2 focus-visible:ring-amber-600 sm:col-span-2"
    >
      <h3 id="edit-conflict-title" className="font-bold">
        {t("toast.conflictTitle")}
      </h3>
      <p role="alert" className="text-sm">
        {conflicts.length > 0 ? t("modal.conflictChoose") : t("modal.conflictMerged")}
      </p>
      {conflicts.map((conflict) => (
        <fieldset key={conflict.field} className="rounded-md border border-amber-200 bg-white px-3 py-2">
          <legend className="px-1 font-semibold text-ink">{label(conflict.field)}</legend>
          {(["mine", "theirs"] as const).map((choice) => (
            <label key={choice} className="flex items-start gap-2 py-1 text-ink">
              <input
                type="radio"
                name={`conflict-${conflict.field}`}
                className="mt-1 h-4 w-4 shrink-0 accent-primary"
                checked={chosen(conflict.field) === choice}
                onChange={() => onChoose(conflict, choice)}
              />
              <span className="min-w-0 break-words">
                <span className="font-semibold">
                  {t(choice === "mine" ? "modal.keepMine" : "modal.takeTheirs")}
                </span>{" "}
                <bdi className="whitespace-pre-wrap">{shown(conflict.field, conflict[choice])}</bdi>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
    </section>
  );
}
