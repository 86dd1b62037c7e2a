import { StaffPage } from "~/features/auth/staff-page";
import { CrmDashboard } from "~/features/crm/dashboard/crm-dashboard";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, {
    ns: ["staff", "crm", "industries", "pipeline"],
    metaKey: "crm:meta.dashboard",
    index: false,
  });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmPage() {
  return (
    <StaffPage>
      <CrmDashboard />
    </StaffPage>
  );
}
