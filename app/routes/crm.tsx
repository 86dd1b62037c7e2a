import type { ShouldRevalidateFunction } from "react-router";
import { StaffPage } from "~/features/auth/staff-page";
import { CrmDashboard } from "~/features/crm/dashboard/crm-dashboard";
import { CommandPalette } from "~/features/crm/palette/command-palette";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, {
    ns: ["staff", "crm", "industries", "pipeline", "deals"],
    metaKey: "crm:meta.dashboard",
    index: false,
  });

/** The dashboard keeps its search, filters and open company in the query: changing them loads nothing anew. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <CrmDashboard />
    </StaffPage>
  );
}
