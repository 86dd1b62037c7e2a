import { contactAction } from "~/features/contact/contact-action.server";
import { ContactPage } from "~/features/contact/contact-page";
import { contactIsland } from "~/islands/contact-island";
import { Island } from "~/islands/island";
import { pageData } from "~/lib/page.server";
import { ISLAND_PAGE } from "~/lib/page-handle";
import type { Route } from "./+types/contact";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, {
    ns: ["contact:hero", "contact:form", "contact:toast", "contact:result", "contact:errors", "contact:info"],
    metaKey: "pages:contact.meta",
  });

/** The form without JavaScript: a plain POST answered by this page (prerendered otherwise). */
export const action = (args: Route.ActionArgs) => contactAction(args);

/** Island: the form. */
export const handle = ISLAND_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Contact({ actionData }: Route.ComponentProps) {
  return <ContactPage form={<Island island={contactIsland} props={{ result: actionData }} load="use" />} />;
}
