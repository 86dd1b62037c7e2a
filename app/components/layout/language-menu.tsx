import { ChevronDown, Globe } from "lucide-react";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { LanguageSwitcher } from "./language-switcher";

const MENU_ID = "language-menu";

/**
 * The header's compact language choice: a button showing the current language that opens the
 * switcher's links in a native popover (Escape and a click outside close it). The footer and the
 * small-screen menu show the same links as a plain list.
 */
export function LanguageMenu({ className = "" }: { className?: string }) {
  const { t } = useTranslation("common");
  const lang = useLang();
  return (
    <div className={className}>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-ink hover:bg-surface hover:text-primary"
      >
        <Globe aria-hidden="true" className="h-4 w-4" />
        <span>{t(`language.code.${lang}`)}</span>
        <span className="sr-only">{t("language.switchTo")}</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 text-muted" />
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        className="fixed inset-auto top-16 end-[max(1rem,calc((100vw-80rem)/2+2rem))] m-0 w-48 rounded-xl border border-slate-200 bg-white p-2 text-ink shadow-lg"
      >
        <LanguageSwitcher layout="column" landmark={false} />
      </div>
    </div>
  );
}
