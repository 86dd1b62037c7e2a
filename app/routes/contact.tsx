import { contactAction } from "~/features/contact/contact-action.server";
import { ContactPage } from "~/features/contact/contact-page";
import { contactIsland } from "~/islands/contact-island";
import { Island } from "~/islands/island";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/contact";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, {
    ns: ["contact:hero", "contact:form", "contact:toast", "contact:result", "contact:errors", "contact:info"],
    metaKey: "pages:contact.meta",
  });

/** The form without JavaScript: a plain POST answered by this page (prerendered otherwise). */
export const action = (args: Route.ActionArgs) => contactAction(args);

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Contact({ actionData }: Route.ComponentProps) {
  return <ContactPage form={<Island island={contactIsland} props={{ result: actionData }} load="use" />} />;
}
