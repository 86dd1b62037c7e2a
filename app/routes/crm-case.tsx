import { useParams } from "react-router";
import { StaffPage } from "~/features/auth/staff-page";
import { CASES_NS } from "~/features/case-editor/case-api";
import { CaseEditor } from "~/features/case-editor/case-editor";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-case";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: [...CASES_NS, ...PALETTE_NS], metaKey: "cases:meta", index: false });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** /crm/cases/:key, and /crm/cases/new before the first save. */
export default function CrmCasePage() {
  const { key } = useParams();
  return (
    <StaffPage>
      <CommandPalette />
      <CaseEditor key={key ?? "new"} caseKey={key} />
    </StaffPage>
  );
}
