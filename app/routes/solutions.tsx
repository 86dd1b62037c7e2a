import { SolutionsPage } from "~/features/pages/solutions/solutions-page";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/solutions";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["pages:solutions"], metaKey: "pages:solutions.meta" });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Solutions() {
  return <SolutionsPage />;
}
