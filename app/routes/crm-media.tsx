import { StaffPage } from "~/features/auth/staff-page";
import { CommandPalette } from "~/features/crm/palette/command-palette";
import { MediaView } from "~/features/media/media-view";
import { pageData } from "~/lib/page.server";
import { APP_PAGE } from "~/lib/page-handle";
import type { Route } from "./+types/crm-media";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, { ns: ["staff", "crm", "media"], metaKey: "media:meta", index: false });

/** The staff area is an app: React Router hydrates it. */
export const handle = APP_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmMediaPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <MediaView />
    </StaffPage>
  );
}
