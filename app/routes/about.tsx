import { AboutPage } from "~/features/pages/about/about-page";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/about";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["pages:about"], metaKey: "pages:about.meta" });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function About() {
  return <AboutPage />;
}
