import { CapabilityPage } from "~/features/pages/capability/capability-page";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/capability";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["pages:capability"], metaKey: "pages:capability.meta" });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Capability() {
  return <CapabilityPage />;
}
