import { StaffPage } from "~/features/auth/staff-page";
import { MessagesView } from "~/features/contact/staff/messages-view";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { pageData } from "~/lib/page.server";
import { APP_PAGE } from "~/lib/page-handle";
import type { Route } from "./+types/crm-messages";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, {
    ns: ["staff", "contact:staff", "newsletter:export", "crm:duplicates", "crm:errors", ...PALETTE_NS],
    metaKey: "contact:staff.meta",
    index: false,
  });

/** The staff area is an app: React Router hydrates it. */
export const handle = APP_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmMessagesPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <MessagesView />
    </StaffPage>
  );
}
