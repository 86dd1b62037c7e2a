import { StaffPage } from "~/features/auth/staff-page";
import { Catalog } from "~/features/catalog/catalog";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { pageData } from "~/lib/page.server";
import { APP_PAGE } from "~/lib/page-handle";
import type { Route } from "./+types/catalog";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, {
    ns: ["staff", "catalog", "industries", ...PALETTE_NS],
    metaKey: "catalog:meta",
    index: false,
  });

/** The staff area is an app: React Router hydrates it. */
export const handle = APP_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CatalogPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <Catalog />
    </StaffPage>
  );
}
