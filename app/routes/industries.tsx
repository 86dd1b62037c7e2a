import { IndustriesPage } from "~/features/pages/industries/industries-page";
import { pageData } from "~/lib/page.server";
import { pageAddress } from "~/lib/page-address.server";
import { pageServices } from "~/lib/page-services.server";
import type { Route } from "./+types/industries";

/** Rendered per request: the case studies come from the database (core/lib/pages.ts `live`). */
export const loader = async (args: Route.LoaderArgs) => ({
  cases: await pageServices(args).cases.list(pageAddress(args).lang),
  ...pageData(args, { ns: ["pages:industries", "pages:units"], metaKey: "pages:industries.meta" }),
});

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Industries({ loaderData }: Route.ComponentProps) {
  return <IndustriesPage cases={loaderData.cases} />;
}
