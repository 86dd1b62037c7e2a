import { StaffPage } from "~/features/auth/staff-page";
import { AuditView } from "~/features/auth/team/audit-view";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-audit";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["staff", "team", ...PALETTE_NS], metaKey: "team:meta.audit", index: false });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmAuditPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <AuditView />
    </StaffPage>
  );
}
