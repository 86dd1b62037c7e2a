import { StaffPage } from "~/features/auth/staff-page";
import { CommandPalette } from "~/features/crm/palette/command-palette";
import { TrashView } from "~/features/crm/trash/trash-view";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-trash";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["staff", "crm"], metaKey: "crm:meta.trash", index: false });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmTrashPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <TrashView />
    </StaffPage>
  );
}
