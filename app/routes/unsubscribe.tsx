import { data } from "react-router";
import {
  linkStatus,
  loadSubscription,
  unsubscribeAction,
} from "~/features/newsletter/newsletter-page.server";
import { UnsubscribePage } from "~/features/newsletter/unsubscribe-page";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/unsubscribe";

export const loader = async (args: Route.LoaderArgs) => {
  const subscription = await loadSubscription(args);
  const page = pageData(args, {
    ns: ["newsletter:unsubscribe"],
    metaKey: "newsletter:unsubscribe.meta",
    index: false,
  });
  return data({ ...page, subscription }, { status: linkStatus(subscription) });
};

export const action = (args: Route.ActionArgs) => unsubscribeAction(args);

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage subscription={loaderData.subscription} result={actionData} />;
}
