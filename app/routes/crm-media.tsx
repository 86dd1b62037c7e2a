import { StaffPage } from "~/features/auth/staff-page";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { MediaView } from "~/features/media/media-view";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-media";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["staff", "media", ...PALETTE_NS], metaKey: "media:meta", index: false });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmMediaPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <MediaView />
    </StaffPage>
  );
}
