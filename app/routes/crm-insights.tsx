import { StaffPage } from "~/features/auth/staff-page";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { InsightsList } from "~/features/insight-editor/insights-list";
import { pageData } from "~/lib/page.server";
import { APP_PAGE } from "~/lib/page-handle";
import type { Route } from "./+types/crm-insights";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, { ns: ["staff", "insights", ...PALETTE_NS], metaKey: "insights:meta", index: false });

/** The staff area is an app: React Router hydrates it. */
export const handle = APP_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmInsightsPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <InsightsList />
    </StaffPage>
  );
}
