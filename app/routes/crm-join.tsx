import { JoinView } from "~/features/auth/team/join-view";
import { pageData } from "~/lib/page.server";
import { APP_PAGE } from "~/lib/page-handle";
import type { Route } from "./+types/crm-join";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, { ns: ["staff", "team"], metaKey: "team:meta.join", index: false });

/** An invitation's link: the staff app, signed out. */
export const handle = APP_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmJoinPage({ params }: Route.ComponentProps) {
  return <JoinView token={params.token} />;
}
