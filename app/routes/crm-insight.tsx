import { useParams } from "react-router";
import { StaffPage } from "~/features/auth/staff-page";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { InsightEditor } from "~/features/insight-editor/insight-editor";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-insight";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, {
    ns: [
      "staff",
      "insights",
      "blog:authors",
      "blog:topics",
      "blog:categories",
      "account:settings.zones",
      ...PALETTE_NS,
    ],
    metaKey: "insights:meta",
    index: false,
  });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** /crm/insights/:id, and /crm/insights/new before the first save. */
export default function CrmInsightPage() {
  const { id } = useParams();
  const number = id && /^[0-9]{1,9}$/.test(id) ? Number(id) : undefined;
  return (
    <StaffPage>
      <CommandPalette />
      <InsightEditor key={id ?? "new"} id={number} />
    </StaffPage>
  );
}
