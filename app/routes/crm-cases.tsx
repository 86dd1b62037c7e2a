import { StaffPage } from "~/features/auth/staff-page";
import { CASES_NS } from "~/features/case-editor/case-api";
import { CasesList } from "~/features/case-editor/cases-list";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-cases";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: [...CASES_NS, ...PALETTE_NS], metaKey: "cases:meta", index: false });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmCasesPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <CasesList />
    </StaffPage>
  );
}
