import { blogPageData } from "~/features/blog/article-page.server";
import { BlogList } from "~/features/blog/blog-list";
import { NEWSLETTER_MESSAGES } from "~/features/newsletter/newsletter-signup";
import { Island } from "~/islands/island";
import { newsletterIsland } from "~/islands/newsletter-island";
import { ISLAND_PAGE } from "~/lib/page-handle";
import type { Route } from "./+types/blog";

/** Rendered per request from the published insights (decision 030). */
export const loader = (args: Route.LoaderArgs) => blogPageData(args, ["blog", ...NEWSLETTER_MESSAGES]);

/** Island: the newsletter form. */
export const handle = ISLAND_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <BlogList articles={loaderData.articles}>
      <div className="mt-16">
        <Island island={newsletterIsland} props={{}} load="use" />
      </div>
    </BlogList>
  );
}
