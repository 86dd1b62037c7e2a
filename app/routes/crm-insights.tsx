import { StaffPage } from "~/features/auth/staff-page";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { InsightsList } from "~/features/insight-editor/insights-list";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-insights";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["staff", "insights", ...PALETTE_NS], metaKey: "insights:meta", index: false });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmInsightsPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <InsightsList />
    </StaffPage>
  );
}
