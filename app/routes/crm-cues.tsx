import { StaffPage } from "~/features/auth/staff-page";
import { CuesView } from "~/features/crm/cues/cues-view";
import { CommandPalette } from "~/features/crm/palette/command-palette";
import { pageData } from "~/lib/page.server";
import { APP_PAGE } from "~/lib/page-handle";
import type { Route } from "./+types/crm-cues";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, { ns: ["staff", "crm", "industries"], metaKey: "crm:meta.cues", index: false });

/** The staff area is an app: React Router hydrates it. */
export const handle = APP_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmCuesPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <CuesView />
    </StaffPage>
  );
}
