import { AccountView } from "~/features/account/account-view";
import { StaffPage } from "~/features/auth/staff-page";
import { CommandPalette } from "~/features/crm/palette/command-palette";
import { pageData } from "~/lib/page.server";
import { APP_PAGE } from "~/lib/page-handle";
import type { Route } from "./+types/crm-account";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, { ns: ["staff", "crm", "account"], metaKey: "account:meta", index: false });

/** The staff area is an app: React Router hydrates it. */
export const handle = APP_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmAccountPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <AccountView />
    </StaffPage>
  );
}
