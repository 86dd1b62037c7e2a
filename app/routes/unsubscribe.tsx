import { loadSubscription, newsletterAction } from "~/features/newsletter/newsletter-page.server";
import { UnsubscribePage } from "~/features/newsletter/unsubscribe-page";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/unsubscribe";

export const loader = async (args: Route.LoaderArgs) => ({
  ...pageData(args.request, {
    ns: ["newsletter:unsubscribe"],
    metaKey: "newsletter:unsubscribe.meta",
    index: false,
  }),
  subscription: await loadSubscription(args),
});

export const action = (args: Route.ActionArgs) => newsletterAction(args);

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage subscription={loaderData.subscription} result={actionData} />;
}
