import { LeadershipPage } from "~/features/pages/leadership/leadership-page";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/leadership";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["pages:leadership"], metaKey: "pages:leadership.meta" });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Leadership() {
  return <LeadershipPage />;
}
