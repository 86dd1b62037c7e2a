import { Outlet, useLocation, useMatches } from "react-router";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { messagesFor } from "#core/i18n/resources.server";
import { langFromPathname } from "#core/lib/paths";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { LazyToaster } from "~/components/ui/toast";
import { I18nProvider } from "~/i18n/i18n-provider";
import { useTranslation } from "~/i18n/react";
import { pageNeeds } from "~/lib/page-handle";
import type { Route } from "./+types/site-layout";

export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPathname(new URL(request.url).pathname);
  return { messages: messagesFor(lang, ["common"]) };
}

/**
 * The frame every page shares: skip link, header, main, footer, and on the staff app's pages the toast
 * region (a public page's islands carry their own).
 */
export default function SiteLayout() {
  const lang = langFromPathname(useLocation().pathname);
  return (
    <I18nProvider lang={lang}>
      <Frame dir={LANGUAGE_INFO[lang].dir} />
    </I18nProvider>
  );
}

function Frame({ dir }: { dir: "ltr" | "rtl" }) {
  const { t } = useTranslation("common");
  const app = pageNeeds(useMatches().map((match) => match.handle)).app;
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-primary"
      >
        {t("nav.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {app ? <LazyToaster dir={dir} label={t("toast.label")} /> : null}
    </>
  );
}
