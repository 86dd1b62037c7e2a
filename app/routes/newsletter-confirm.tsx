import { data } from "react-router";
import { ConfirmPage } from "~/features/newsletter/confirm-page";
import { linkStatus, loadConfirmation } from "~/features/newsletter/newsletter-page.server";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/newsletter-confirm";

export const loader = async (args: Route.LoaderArgs) => {
  const confirmation = await loadConfirmation(args);
  const page = pageData(args, {
    ns: ["newsletter:unsubscribe", "newsletter:confirm"],
    metaKey: "newsletter:unsubscribe.meta",
    index: false,
  });
  return data({ ...page, confirmation }, { status: linkStatus(confirmation) });
};

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return <ConfirmPage confirmation={loaderData.confirmation} />;
}
