import { Outlet, useMatches } from "react-router";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { messagesFor } from "#core/i18n/resources.server";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { LazyToaster } from "~/components/ui/toast";
import { usePageAddress } from "~/hooks/use-page-address";
import { I18nProvider } from "~/i18n/i18n-provider";
import { useTranslation } from "~/i18n/react";
import { pageAddress } from "~/lib/page-address.server";
import { pageNeeds } from "~/lib/page-needs";
import type { Route } from "./+types/site-layout";

export function loader(args: Route.LoaderArgs) {
  const { lang } = pageAddress(args);
  return { messages: messagesFor(lang, ["common"]) };
}

/**
 * The frame every page shares: skip link, header, main, footer, and on the staff app's pages the toast
 * region (a public page's islands carry their own).
 */
export default function SiteLayout() {
  const { lang } = usePageAddress();
  return (
    <I18nProvider lang={lang}>
      <Frame dir={LANGUAGE_INFO[lang].dir} />
    </I18nProvider>
  );
}

function Frame({ dir }: { dir: "ltr" | "rtl" }) {
  const { t } = useTranslation("common");
  const app = pageNeeds(useMatches().map((match) => match.id)).app;
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
