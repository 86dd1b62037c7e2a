import { MethodologyPage } from "~/features/pages/methodology/methodology-page";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/methodology";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["pages:methodology", "pages:units"], metaKey: "pages:methodology.meta" });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Methodology() {
  return <MethodologyPage />;
}
