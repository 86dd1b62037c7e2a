import { JoinView } from "~/features/auth/team/join-view";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-join";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["staff", "team"], metaKey: "team:meta.join", index: false });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmJoinPage({ params }: Route.ComponentProps) {
  return <JoinView token={params.token} />;
}
