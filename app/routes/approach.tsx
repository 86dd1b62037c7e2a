import { ApproachPage } from "~/features/pages/approach/approach-page";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/approach";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, {
    ns: ["pages:approach", "home:pillars", "home:methodology"],
    metaKey: "pages:approach.meta",
  });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Approach() {
  return <ApproachPage />;
}
