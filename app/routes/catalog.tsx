import { StaffPage } from "~/features/auth/staff-page";
import { Catalog } from "~/features/catalog/catalog";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/catalog";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, {
    ns: ["staff", "catalog", "industries", ...PALETTE_NS],
    metaKey: "catalog:meta",
    index: false,
  });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CatalogPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <Catalog />
    </StaffPage>
  );
}
