import { type Dispatch, type SetStateAction, useEffect } from "react";
import { OPEN_EVENT } from "./palette-button";

/** Keys that type text where they are pressed: "/" there is a character, not a shortcut. */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit", "reset", "range", "color", "file"].includes(target.type)
  );
}

/**
 * The palette's ways in: Ctrl+K (Cmd+K on a Mac) opens or closes it from anywhere on the page; "/" outside a
 * text field puts the cursor in the dashboard's search (or opens the palette where the page has none); the
 * dashboard's button (OPEN_EVENT) opens it.
 */
export function usePaletteKeys(setOpen: Dispatch<SetStateAction<boolean>>) {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.isComposing) return;
      const k = event.key.toLowerCase() === "k" || event.code === "KeyK";
      if (k && (event.ctrlKey || event.metaKey) && !event.shiftKey) {
        event.preventDefault();
        setOpen((was) => !was);
        return;
      }
      if (event.key !== "/" || event.ctrlKey || event.metaKey || typesText(event.target)) return;
      // Behind another dialog the page's search cannot take the focus.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      const search = document.getElementById("crm-search");
      if (search) search.focus();
      else setOpen(true);
    };
    const onAsk = () => setOpen(true);
    document.addEventListener("keydown", onKey);
    window.addEventListener(OPEN_EVENT, onAsk);
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener(OPEN_EVENT, onAsk);
    };
  }, [setOpen]);
}
