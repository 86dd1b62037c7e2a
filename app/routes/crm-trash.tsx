import { StaffPage } from "~/features/auth/staff-page";
import { CommandPalette } from "~/features/crm/palette/command-palette";
import { TrashView } from "~/features/crm/trash/trash-view";
import { pageData } from "~/lib/page.server";
import { APP_PAGE } from "~/lib/page-handle";
import type { Route } from "./+types/crm-trash";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, { ns: ["staff", "crm"], metaKey: "crm:meta.trash", index: false });

/** The staff area is an app: React Router hydrates it. */
export const handle = APP_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmTrashPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <TrashView />
    </StaffPage>
  );
}
