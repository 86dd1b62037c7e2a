import { NAV_ITEMS } from "#core/lib/pages";
import { isCurrentSection } from "#core/lib/paths";
import { buttonClass } from "~/components/ui/button";
import { useGetHref } from "~/hooks/use-lang";
import { usePageAddress } from "~/hooks/use-page-address";
import { useTranslation } from "~/i18n/react";
import { BrandMark } from "./brand-mark";
import { LanguageMenu } from "./language-menu";
import { MobileMenu } from "./mobile-menu";

function desktopNavClass(isActive: boolean): string {
  const state = isActive ? "text-primary underline" : "text-ink hover:text-primary";
  return `whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium decoration-2 underline-offset-8 ${state}`;
}

/** The shared header: logo, navigation (a menu toggle below the large breakpoint), language, contact. */
export function SiteHeader() {
  const { t } = useTranslation("common");
  const href = useGetHref();
  const { path } = usePageAddress();
  return (
    <header className="site-header sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* One row from the extra-large breakpoint; between large and extra-large the navigation
          takes a second row, so that every language's labels fit. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 sm:px-6 lg:px-8">
        <a href={href("/")} className="flex h-16 shrink-0 items-center gap-2" aria-label={t("brand.logoAlt")}>
          <BrandMark className="h-8 w-8" />
          <span className="font-display text-2xl font-semibold text-navy-900">{t("brand.name")}</span>
        </a>

        <nav
          aria-label={t("nav.primary")}
          className="order-last hidden w-full lg:block xl:order-none xl:w-auto"
        >
          <ul className="-mx-2 flex items-center pb-2 xl:mx-0 xl:pb-0">
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <a
                  href={href(item.path)}
                  aria-current={isCurrentSection(item.path, path) ? "page" : undefined}
                  className={desktopNavClass(isCurrentSection(item.path, path))}
                >
                  {t(item.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex h-16 items-center gap-2">
          <LanguageMenu className="hidden sm:block" />
          <div className="hidden lg:block">
            <a href={href("/contact")} className={buttonClass("primary", "sm", "whitespace-nowrap")}>
              {t("nav.letsConnect")}
            </a>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
