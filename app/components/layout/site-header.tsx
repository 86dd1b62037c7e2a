import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useGetHref } from "~/hooks/use-lang";
import { NAV_ITEMS } from "~/lib/paths";
import { LanguageSwitcher } from "./language-switcher";

function navClass({ isActive }: { isActive: boolean }, mobile: boolean): string {
  const base = mobile
    ? "block rounded-md px-3 py-3 text-base font-medium"
    : "rounded-md px-2 py-2 text-sm font-medium decoration-2 underline-offset-8 xl:px-3";
  const state = isActive
    ? `text-primary ${mobile ? "bg-primary-light" : "underline"}`
    : "text-ink hover:text-primary";
  return `${base} ${state}`;
}

export function SiteHeader() {
  const { t } = useTranslation("common");
  const href = useGetHref();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={href("/")} className="flex shrink-0 items-center gap-2" aria-label={t("brand.logoAlt")}>
          <img src="/media/logo.svg" alt="" width="32" height="32" className="h-8 w-8" />
          <span className="text-xl font-bold text-navy-900">{t("brand.name")}</span>
        </Link>

        <nav aria-label={t("nav.primary")} className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <NavLink to={href(item.path)} end className={(state) => navClass(state, false)}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher className="hidden sm:block" />
          <Link to={href("/contact")} className={buttonClass("primary", "sm", "hidden lg:inline-flex")}>
            {t("nav.letsConnect")}
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-surface lg:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>

      <div
        id={menuId}
        ref={menuRef}
        hidden={!open}
        className="border-t border-slate-200 bg-white px-4 pb-6 pt-2 lg:hidden"
      >
        <nav aria-label={t("nav.primary")}>
          <ul className="space-y-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={href(item.path)}
                  end
                  onClick={close}
                  className={(state) => navClass(state, true)}
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={href("/contact")} onClick={close} className={buttonClass("primary", "md", "mt-4 w-full")}>
          {t("nav.letsConnect")}
        </Link>
        <LanguageSwitcher className="mt-4 sm:hidden" />
      </div>
    </header>
  );
}
