import { StaffPage } from "~/features/auth/staff-page";
import { AuditView } from "~/features/auth/team/audit-view";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { pageData } from "~/lib/page.server";
import { APP_PAGE } from "~/lib/page-handle";
import type { Route } from "./+types/crm-audit";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, { ns: ["staff", "team", ...PALETTE_NS], metaKey: "team:meta.audit", index: false });

/** The staff area is an app: React Router hydrates it. */
export const handle = APP_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmAuditPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <AuditView />
    </StaffPage>
  );
}
