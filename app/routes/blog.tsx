import { BlogList } from "~/features/blog/blog-list";
import { NEWSLETTER_MESSAGES } from "~/features/newsletter/newsletter-signup";
import { Island } from "~/islands/island";
import { newsletterIsland } from "~/islands/newsletter-island";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/blog";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, { ns: ["blog", ...NEWSLETTER_MESSAGES], metaKey: "blog:meta" });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogPage() {
  return (
    <BlogList>
      <div className="mt-16">
        <Island island={newsletterIsland} props={{}} load="use" />
      </div>
    </BlogList>
  );
}
