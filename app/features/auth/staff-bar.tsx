import { ChevronDown, LogOut, UserRound } from "lucide-react";
import { NavLink } from "react-router";
import type { Role } from "#core/domain/roles";
import { Button } from "~/components/ui/button";
import { useGetHref } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useTranslation } from "~/i18n/react";

/** The staff pages, in the bar's order, with the key of their label in the `staff` namespace. */
const STAFF_LINKS: ReadonlyArray<{ path: string; label: string; role: Role }> = [
  { path: "/crm", label: "nav.crm", role: "viewer" },
  { path: "/crm-add", label: "nav.crmAdd", role: "sales" },
  { path: "/catalog", label: "nav.catalog", role: "viewer" },
  { path: "/crm/messages", label: "nav.messages", role: "viewer" },
  { path: "/crm/trash", label: "nav.trash", role: "viewer" },
  { path: "/crm/reports", label: "nav.reports", role: "viewer" },
  { path: "/crm/team", label: "nav.team", role: "admin" },
  { path: "/crm/audit", label: "nav.audit", role: "admin" },
  { path: "/crm/industry-cues", label: "nav.industryCues", role: "admin" },
  { path: "/crm/account", label: "nav.account", role: "viewer" },
];

/**
 * The pages that publish the site (insights, images, the newsletter): inline on wider screens, grouped under
 * one "Site" entry on a phone, where the bar would otherwise take half the screen.
 */
const SITE_LINKS: ReadonlyArray<{ path: string; label: string; role: Role }> = [
  { path: "/crm/insights", label: "nav.insights", role: "sales" },
  { path: "/crm/cases", label: "nav.cases", role: "sales" },
  { path: "/crm/people", label: "nav.people", role: "sales" },
  { path: "/crm/media", label: "nav.media", role: "sales" },
  { path: "/crm/newsletter", label: "nav.newsletter", role: "admin" },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-2 py-2 text-sm font-medium ${
    isActive ? "bg-primary-light text-primary-dark" : "text-ink hover:text-primary"
  }`;

/** Above every staff page once signed in: who is signed in, the staff pages, and Logout. */
export function StaffBar() {
  const { t } = useTranslation("staff");
  const href = useGetHref();
  const { username, signOut, signingOut, can } = useStaffSession();
  const site = SITE_LINKS.filter((link) => can(link.role));

  return (
    <div className="border-b border-slate-200 bg-surface">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2 sm:px-6 lg:px-8">
        <nav aria-label={t("nav.label")} className="-mx-2 w-full md:w-auto md:flex-1">
          <ul className="flex flex-wrap items-center gap-x-1">
            {STAFF_LINKS.filter((link) => can(link.role)).map((link) => (
              <li key={link.path}>
                <NavLink to={href(link.path)} end className={linkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {site.map((link) => (
              <li key={link.path} className="max-md:hidden">
                <NavLink to={href(link.path)} className={linkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {site.length > 0 ? (
              <li className="w-full md:hidden">
                <details className="group">
                  <summary className="flex min-h-10 cursor-pointer list-none items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-ink hover:text-primary [&::-webkit-details-marker]:hidden">
                    {t("nav.site")}
                    <ChevronDown
                      aria-hidden="true"
                      className="h-4 w-4 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <ul className="ms-3 border-s border-slate-200 ps-2">
                    {site.map((link) => (
                      <li key={link.path}>
                        <NavLink to={href(link.path)} className={linkClass}>
                          {t(link.label)}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="flex items-center justify-between gap-3 max-md:w-full">
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <UserRound aria-hidden="true" className="h-4 w-4" />
            <span>{t("session.signedInAs", { username })}</span>
          </p>
          <Button variant="outline" size="sm" onClick={signOut} disabled={signingOut}>
            <LogOut aria-hidden="true" className="flip-rtl h-4 w-4" />
            {t("logout.button")}
          </Button>
        </div>
      </div>
    </div>
  );
}
