import { StaffPage } from "~/features/auth/staff-page";
import { CommandPalette } from "~/features/crm/palette/command-palette";
import { ReportsView } from "~/features/crm/reports/reports-view";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-reports";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, {
    ns: ["staff", "crm", "pipeline", "deals", "reports"],
    metaKey: "reports:meta",
    index: false,
  });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmReportsPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <ReportsView />
    </StaffPage>
  );
}
