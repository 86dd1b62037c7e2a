import { Search } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";
import { isApplePlatform } from "./shortcut";

/** Asks the palette mounted on this page to open (its button on the dashboard). */
export const OPEN_EVENT = "crm:palette";

const noSubscription = () => () => {};

/**
 * The shortcut as the keyboard in use names it: "⌘K" on Apple platforms, "Ctrl K" elsewhere. The server
 * does not know the platform, so the first render (server and hydration) says "Ctrl K" and the browser's
 * own answer follows right after hydration, without a mismatch.
 */
function useShortcutLabel(): string {
  const apple = useSyncExternalStore(
    noSubscription,
    () => isApplePlatform(navigator),
    () => false,
  );
  return apple ? "⌘K" : "Ctrl K";
}

/** The dashboard's button for the palette (the only way in without a keyboard). */
export function PaletteButton({ className = "" }: { className?: string }) {
  const { t } = useTranslation("crm");
  const shortcut = useShortcutLabel();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={() => window.dispatchEvent(new Event(OPEN_EVENT))}
      className={`inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-navy-900 hover:bg-primary-light ${className}`}
    >
      <Search aria-hidden="true" className="h-4 w-4" />
      {t("palette.open")}
      <span
        aria-hidden="true"
        dir="ltr"
        className="hidden rounded border border-slate-300 bg-surface px-1.5 text-xs text-muted sm:inline"
      >
        {shortcut}
      </span>
    </button>
  );
}
