import { AccountView } from "~/features/account/account-view";
import { StaffPage } from "~/features/auth/staff-page";
import { CommandPalette } from "~/features/crm/palette/command-palette";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-account";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["staff", "crm", "account"], metaKey: "account:meta", index: false });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmAccountPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <AccountView />
    </StaffPage>
  );
}
