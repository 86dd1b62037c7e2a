import { LeadershipPage } from "~/features/pages/leadership/leadership-page";
import { pageData } from "~/lib/page.server";
import { pageAddress } from "~/lib/page-address.server";
import { pageServices } from "~/lib/page-services.server";
import type { Route } from "./+types/leadership";

/** Rendered per request from the leaders staff edit (/crm/people), kept per instance until they change. */
export const loader = async (args: Route.LoaderArgs) => ({
  leaders: await pageServices(args).leaders.list(pageAddress(args).lang),
  ...pageData(args, { ns: ["pages:leadership"], metaKey: "pages:leadership.meta" }),
});

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Leadership({ loaderData }: Route.ComponentProps) {
  return <LeadershipPage leaders={loaderData.leaders} />;
}
