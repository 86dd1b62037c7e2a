import { StaffPage } from "~/features/auth/staff-page";
import { TeamView } from "~/features/auth/team/team-view";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-team";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["staff", "team", ...PALETTE_NS], metaKey: "team:meta.team", index: false });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmTeamPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <TeamView />
    </StaffPage>
  );
}
