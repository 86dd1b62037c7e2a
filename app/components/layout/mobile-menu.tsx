import { Menu, X } from "lucide-react";
import { NAV_ITEMS } from "#core/lib/pages";
import { isCurrentSection } from "#core/lib/paths";
import { buttonClass } from "~/components/ui/button";
import { useGetHref } from "~/hooks/use-lang";
import { usePageAddress } from "~/hooks/use-page-address";
import { useTranslation } from "~/i18n/react";
import { LanguageSwitcher } from "./language-switcher";

const MENU_ID = "site-menu";

/**
 * The small-screen menu, without script: the toggle opens a modal dialog by invoker command (focus moves
 * into it and stays there, the page behind is inert), and Escape, the close button or a tap outside
 * (`closedby="any"`) close it, returning focus to the toggle.
 */
export function MobileMenu() {
  const { t } = useTranslation("common");
  const href = useGetHref();
  const { path } = usePageAddress();
  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={MENU_ID}
        aria-haspopup="dialog"
        aria-label={t("nav.openMenu")}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-surface lg:hidden"
      >
        <Menu aria-hidden="true" />
      </button>
      <dialog
        id={MENU_ID}
        closedby="any"
        aria-label={t("nav.menu")}
        className="m-0 ms-auto h-dvh max-h-dvh w-[min(22rem,100vw)] max-w-none overflow-y-auto bg-white p-0 text-ink shadow-xl backdrop:bg-navy-950/50 lg:hidden"
      >
        <div className="flex h-16 items-center justify-end border-b border-slate-200 px-4">
          <button
            type="button"
            command="close"
            commandfor={MENU_ID}
            aria-label={t("nav.closeMenu")}
            className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-surface"
          >
            <X aria-hidden="true" />
          </button>
        </div>
        <div className="px-4 pt-2 pb-6">
          <nav aria-label={t("nav.primary")}>
            <ul className="space-y-1">
              {NAV_ITEMS.map((item) => (
                <li key={item.path}>
                  <a
                    href={href(item.path)}
                    aria-current={isCurrentSection(item.path, path) ? "page" : undefined}
                    className={mobileNavClass(isCurrentSection(item.path, path))}
                  >
                    {t(item.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <a href={href("/contact")} className={buttonClass("primary", "md", "mt-4 w-full")}>
            {t("nav.letsConnect")}
          </a>
          <LanguageSwitcher landmark={false} className="mt-4 border-t border-slate-200 pt-4" />
        </div>
      </dialog>
    </>
  );
}

function mobileNavClass(isActive: boolean): string {
  const state = isActive
    ? "bg-primary-light text-primary-dark"
    : "text-ink hover:bg-surface hover:text-primary";
  return `block rounded-md px-3 py-3 text-base font-medium ${state}`;
}
