import { useParams } from "react-router";
import { StaffPage } from "~/features/auth/staff-page";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { LeaderEditor } from "~/features/people-editor/leader-editor";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-person";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["staff", "people", ...PALETTE_NS], metaKey: "people:meta", index: false });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** /crm/people/:key, and /crm/people/new before the first save. */
export default function CrmPersonPage() {
  const { key } = useParams();
  return (
    <StaffPage>
      <CommandPalette />
      <LeaderEditor key={key ?? "new"} leaderKey={key} />
    </StaffPage>
  );
}
