import { Menu, X } from "lucide-react";
import { Link, NavLink } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { NAV_ITEMS } from "~/lib/paths";
import { LanguageSwitcher } from "./language-switcher";
import { useHydrated } from "./use-hydrated";
import { MOBILE_MENU_ID, type MobileMenuState } from "./use-mobile-menu";

const TOGGLE_CLASS =
  "inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-surface lg:hidden";

/**
 * The menu button of small screens. Before the page's JavaScript runs (or without it) it is a
 * link to the menu, which CSS shows as the link's target, so phones can navigate without JavaScript.
 */
export function MobileMenuToggle({ menu }: { menu: MobileMenuState }) {
  const { t } = useTranslation("common");
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={`#${MOBILE_MENU_ID}`} className={TOGGLE_CLASS} aria-label={t("nav.openMenu")}>
        <Menu aria-hidden="true" />
      </a>
    );
  }
  return (
    <button
      ref={menu.toggleRef}
      type="button"
      className={TOGGLE_CLASS}
      aria-expanded={menu.open}
      aria-controls={MOBILE_MENU_ID}
      aria-label={menu.open ? t("nav.closeMenu") : t("nav.openMenu")}
      onClick={menu.toggle}
    >
      {menu.open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
    </button>
  );
}

function mobileNavClass({ isActive }: { isActive: boolean }): string {
  const state = isActive
    ? "bg-primary-light text-primary-dark"
    : "text-ink hover:bg-surface hover:text-primary";
  return `block rounded-md px-3 py-3 text-base font-medium ${state}`;
}

/** The small-screen menu: the navigation, the 'Let's Connect' button and the language switcher. */
export function MobileMenuPanel({ menu }: { menu: MobileMenuState }) {
  const { t } = useTranslation("common");
  const href = useGetHref();
  const hydrated = useHydrated();
  return (
    <div
      id={MOBILE_MENU_ID}
      ref={menu.panelRef}
      hidden={hydrated ? !menu.open : undefined}
      className={`${hydrated ? "" : "hidden target:block"} max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-6 sm:px-6 lg:hidden`}
    >
      <nav aria-label={t("nav.primary")}>
        <ul className="space-y-1">
          {NAV_ITEMS.map((item) => (
            <li key={item.path}>
              <NavLink
                to={href(item.path)}
                end={item.path === "/"}
                onClick={menu.close}
                className={mobileNavClass}
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Link
        to={href("/contact")}
        onClick={menu.close}
        className={buttonClass("primary", "md", "mt-4 w-full")}
      >
        {t("nav.letsConnect")}
      </Link>
      <LanguageSwitcher className="mt-4 border-t border-slate-200 pt-4 sm:hidden" />
    </div>
  );
}
