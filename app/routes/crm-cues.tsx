import { StaffPage } from "~/features/auth/staff-page";
import { CuesView } from "~/features/crm/cues/cues-view";
import { CommandPalette } from "~/features/crm/palette/command-palette";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-cues";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["staff", "crm", "industries"], metaKey: "crm:meta.cues", index: false });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmCuesPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <CuesView />
    </StaffPage>
  );
}
