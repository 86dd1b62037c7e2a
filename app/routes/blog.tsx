import { blogPageData } from "~/features/blog/article-page.server";
import { BlogList } from "~/features/blog/blog-list";
import { NEWSLETTER_MESSAGES } from "~/features/newsletter/newsletter-signup";
import { Island } from "~/islands/island";
import { newsletterIsland } from "~/islands/newsletter-island";
import type { Route } from "./+types/blog";

/** Rendered per request from the published insights (decision 030). */
export const loader = (args: Route.LoaderArgs) => blogPageData(args, ["blog", ...NEWSLETTER_MESSAGES]);

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
