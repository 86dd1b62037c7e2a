import { StaffPage } from "~/features/auth/staff-page";
import { MessagesView } from "~/features/contact/staff/messages-view";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-messages";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, {
    ns: ["staff", "contact:staff", "newsletter:export", "crm:duplicates", "crm:errors", ...PALETTE_NS],
    metaKey: "contact:staff.meta",
    index: false,
  });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmMessagesPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <MessagesView />
    </StaffPage>
  );
}
