import { StaffPage } from "~/features/auth/staff-page";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { PeopleList } from "~/features/people-editor/people-list";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-people";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["staff", "people", ...PALETTE_NS], metaKey: "people:meta", index: false });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmPeoplePage() {
  return (
    <StaffPage>
      <CommandPalette />
      <PeopleList />
    </StaffPage>
  );
}
