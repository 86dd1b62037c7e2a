import { StaffPage } from "~/features/auth/staff-page";
import { CrmAdd } from "~/features/crm/add/crm-add";
import { CommandPalette } from "~/features/crm/palette/command-palette";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-add";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, {
    ns: ["staff", "crm", "industries", "pipeline", "deals"],
    metaKey: "crm:meta.add",
    index: false,
  });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmAddPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <CrmAdd />
    </StaffPage>
  );
}
