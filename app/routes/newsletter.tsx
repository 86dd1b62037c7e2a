import { subscribeAction } from "~/features/newsletter/newsletter-page.server";
import { SubscribePage } from "~/features/newsletter/subscribe-page";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/newsletter";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, {
    ns: ["newsletter:unsubscribe", "newsletter:signup"],
    metaKey: "newsletter:unsubscribe.meta",
    index: false,
  });

export const action = (args: Route.ActionArgs) => subscribeAction(args);

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return <SubscribePage result={actionData} />;
}
