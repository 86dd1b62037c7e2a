import { LogOut, UserRound } from "lucide-react";
import { NavLink } from "react-router";
import type { Role } from "#core/domain/roles";
import { Button } from "~/components/ui/button";
import { useGetHref } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useTranslation } from "~/i18n/react";
import { LinkGroup, staffLinkClass } from "./link-group";

/** The staff pages, in the bar's order, with the key of their label in the `staff` namespace. */
const STAFF_LINKS: ReadonlyArray<{ path: string; label: string; role: Role }> = [
  { path: "/crm", label: "nav.crm", role: "viewer" },
  { path: "/crm-add", label: "nav.crmAdd", role: "sales" },
  { path: "/catalog", label: "nav.catalog", role: "viewer" },
  { path: "/crm/messages", label: "nav.messages", role: "viewer" },
  { path: "/crm/trash", label: "nav.trash", role: "viewer" },
  { path: "/crm/reports", label: "nav.reports", role: "viewer" },
  { path: "/crm/account", label: "nav.account", role: "viewer" },
];

/** The admins' pages: one "Administration" entry of the bar (link-group.tsx). */
const ADMIN_LINKS: ReadonlyArray<{ path: string; label: string; role: Role }> = [
  { path: "/crm/team", label: "nav.team", role: "admin" },
  { path: "/crm/audit", label: "nav.audit", role: "admin" },
  { path: "/crm/industry-cues", label: "nav.industryCues", role: "admin" },
];

/** The pages that publish the site: one "Site" entry of the bar. */
const SITE_LINKS: ReadonlyArray<{ path: string; label: string; role: Role }> = [
  { path: "/crm/insights", label: "nav.insights", role: "sales" },
  { path: "/crm/cases", label: "nav.cases", role: "sales" },
  { path: "/crm/people", label: "nav.people", role: "sales" },
  { path: "/crm/media", label: "nav.media", role: "sales" },
  { path: "/crm/newsletter", label: "nav.newsletter", role: "admin" },
];

/** Above every staff page once signed in: who is signed in, the staff pages, and Logout. */
export function StaffBar() {
  const { t } = useTranslation("staff");
  const href = useGetHref();
  const { username, signOut, signingOut, can } = useStaffSession();
  const groups = [
    { label: "nav.site", links: SITE_LINKS.filter((link) => can(link.role)) },
    { label: "nav.admin", links: ADMIN_LINKS.filter((link) => can(link.role)) },
  ].filter((group) => group.links.length > 0);

  return (
    <div className="border-b border-slate-200 bg-surface">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2 sm:px-6 lg:px-8">
        <nav aria-label={t("nav.label")} className="-mx-2 w-full md:w-auto md:flex-1">
          <ul className="flex flex-wrap items-center gap-x-1">
            {STAFF_LINKS.filter((link) => can(link.role)).map((link) => (
              <li key={link.path}>
                <NavLink to={href(link.path)} end className={staffLinkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {groups.map((group) => (
              <li key={group.label}>
                <LinkGroup label={group.label} links={group.links} />
              </li>
            ))}
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
