import { StaffPage } from "~/features/auth/staff-page";
import { Catalog } from "~/features/catalog/catalog";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/catalog";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, { ns: ["staff", "catalog", "industries"], metaKey: "catalog:meta", index: false });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CatalogPage() {
  return (
    <StaffPage>
      <Catalog />
    </StaffPage>
  );
}
