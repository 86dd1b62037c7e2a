import { IndustriesPage } from "~/features/pages/industries/industries-page";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/industries";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["pages:industries", "pages:units"], metaKey: "pages:industries.meta" });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Industries() {
  return <IndustriesPage />;
}
