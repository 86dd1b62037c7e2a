import { StaffPage } from "~/features/auth/staff-page";
import { CommandPalette } from "~/features/crm/palette/command-palette";
import { ReportsView } from "~/features/crm/reports/reports-view";
import { pageData } from "~/lib/page.server";
import { APP_PAGE } from "~/lib/page-handle";
import type { Route } from "./+types/crm-reports";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, {
    ns: ["staff", "crm", "pipeline", "deals", "reports"],
    metaKey: "reports:meta",
    index: false,
  });

/** The staff area is an app: React Router hydrates it. */
export const handle = APP_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmReportsPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <ReportsView />
    </StaffPage>
  );
}
