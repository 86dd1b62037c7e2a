import type { KeyboardEvent } from "react";
import { useTranslation } from "~/i18n/react";
import type { Selection } from "./use-selection";

const boxId = (scope: string, id: number) => `select-${scope}-${id}`;

/**
 * A card's checkbox for bulk actions, named after the company. Click or Space toggles; shift-click or
 * Shift+Space selects the range from the last one toggled; Shift+Up/Down moves to the next card and adds
 * it; Escape clears the selection.
 */
export function SelectBox({ id, name, selection }: { id: number; name: string; selection: Selection }) {
  const { t } = useTranslation("crm");
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape" && selection.count > 0) {
      event.preventDefault();
      selection.clear();
    } else if (event.key === " " && event.shiftKey) {
      event.preventDefault();
      selection.extend(id);
    } else if (event.shiftKey && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      const next = selection.neighbour(id, event.key === "ArrowDown" ? 1 : -1);
      if (next === undefined) return;
      event.preventDefault();
      selection.extend(next, id);
      document.getElementById(boxId(selection.scope, next))?.focus();
    }
  };
  return (
    <input
      type="checkbox"
      id={boxId(selection.scope, id)}
      checked={selection.isSelected(id)}
      aria-label={t("bulk.select", { name })}
      aria-describedby="bulk-help"
      onChange={(event) =>
        (event.nativeEvent as MouseEvent).shiftKey ? selection.extend(id) : selection.toggle(id)
      }
      onKeyDown={onKeyDown}
      // Shift+Space was handled on keydown: keep the browser from toggling the box again on keyup.
      onKeyUp={(event) => {
        if (event.key === " " && event.shiftKey) event.preventDefault();
      }}
      className="relative z-10 mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
    />
  );
}
