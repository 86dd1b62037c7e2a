import { ArrowUp, ChevronDown, ExternalLink, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { BRAND, OFFICES } from "#core/content/brand";
import { formatPlace } from "#core/lib/format";
import { footerLinks, type PublicPagePath } from "#core/lib/pages";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { LanguageSwitcher } from "./language-switcher";

/** The sections of the solutions page the services group opens, before its pages (from the table). */
const SOLUTION_SECTIONS: readonly { path: `${PublicPagePath}#${string}`; label: string }[] = [
  { path: "/solutions#market-insights", label: "footer.marketInsights" },
  { path: "/solutions#consumer-insights", label: "footer.consumerInsights" },
  { path: "/solutions#shopper-insights", label: "footer.shopperInsights" },
];

/** The footer's groups of links: its pages are those of the table of pages (core/lib/pages.ts) in each group. */
const GROUPS = [
  { title: "footer.services", links: [...SOLUTION_SECTIONS, ...footerLinks("services")] },
  { title: "footer.company", links: footerLinks("company") },
  { title: "footer.legal", links: footerLinks("legal") },
];

export function SiteFooter() {
  const { t } = useTranslation("common");
  const href = useGetHref();
  const lang = useLang();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-x-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:gap-y-10 lg:grid-cols-5 lg:px-8">
        <div className="mb-8 md:mb-0 lg:col-span-2">
          <p className="font-display text-2xl font-semibold text-white">{t("brand.name")}</p>
          <p className="mt-1 text-sm font-medium text-gold">{t("brand.tagline")}</p>
          <p className="mt-4 max-w-md text-sm leading-6">{t("footer.description")}</p>
          <p className="mt-4 text-sm">
            <span className="block font-semibold text-white">{t("footer.email")}</span>
            <a
              href={`mailto:${BRAND.email}`}
              className="ltr-isolate inline-flex items-center gap-2 hover:text-white"
            >
              <Mail aria-hidden="true" className="h-4 w-4" />
              {BRAND.email}
            </a>
          </p>
          <h2 className="mt-6 text-sm font-semibold text-white">{t("footer.followUs")}</h2>
          <a
            href={BRAND.linkedIn}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex items-center gap-2 text-sm hover:text-white"
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4 flip-rtl" />
            {t("footer.linkedIn")}
            <span className="sr-only"> {t("generic.opensInNewTab")}</span>
          </a>
        </div>

        {GROUPS.map((group) => (
          <FooterGroup key={group.title} title={t(group.title)}>
            {group.links.map((link) => (
              <li key={link.path}>
                <a href={href(link.path)} className="hover:text-white">
                  {t(link.label)}
                </a>
              </li>
            ))}
          </FooterGroup>
        ))}
      </div>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 className="text-sm font-semibold text-white">{t("footer.offices")}</h2>
        <ul className="mt-4 grid gap-6 border-b border-white/10 pb-10 text-sm sm:grid-cols-2">
          {OFFICES.map((office) => (
            <li key={office.id}>
              <p className="font-semibold text-white">
                {formatPlace([t(`offices.${office.id}.city`), t(`offices.${office.id}.country`)], lang)}
              </p>
              <p className="mt-2 flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                {t(`offices.${office.id}.address`)}
              </p>
              <p className="mt-2">
                <a
                  href={`tel:${office.phoneHref}`}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <Phone aria-hidden="true" className="h-4 w-4" />
                  <span className="ltr-isolate">{office.phone}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      </div>

      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm lg:flex-row lg:items-center lg:justify-between sm:px-6 lg:px-8">
        <p suppressHydrationWarning>{t("footer.copyright", { year, company: BRAND.fullName })}</p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <LanguageSwitcher tone="dark" className="-mx-3" />
          <a href="#top" className="inline-flex items-center gap-2 hover:text-white">
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
            {t("footer.backToTop")}
          </a>
        </div>
      </div>
    </footer>
  );
}

/**
 * A group of links: folded on a phone (a <details>, its title the <summary>: no script), always open from the
 * medium breakpoint, where the summary is a plain title (app/app.css, `.footer-group`).
 */
function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details
      className="footer-group group border-b border-white/10 first-of-type:border-t md:border-0 md:first-of-type:border-t-0"
      data-footer-group=""
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 md:min-h-0 md:cursor-default [&::-webkit-details-marker]:hidden">
        <h2 className="text-sm font-semibold text-white">{title}</h2>
        <ChevronDown
          aria-hidden="true"
          className="h-4 w-4 transition-transform group-open:rotate-180 md:hidden"
        />
      </summary>
      <ul className="space-y-3 pb-5 text-sm md:mt-4 md:pb-0">{children}</ul>
    </details>
  );
}
