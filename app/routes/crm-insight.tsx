import { useParams } from "react-router";
import { StaffPage } from "~/features/auth/staff-page";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { InsightEditor } from "~/features/insight-editor/insight-editor";
import { pageData } from "~/lib/page.server";
import { APP_PAGE } from "~/lib/page-handle";
import type { Route } from "./+types/crm-insight";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, {
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

/** The staff area is an app: React Router hydrates it. */
export const handle = APP_PAGE;

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
