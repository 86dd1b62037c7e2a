import { BlogList } from "~/features/blog/blog-list";
import { NEWSLETTER_MESSAGES, NewsletterSignup } from "~/features/newsletter/newsletter-signup";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/blog";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, { ns: ["blog", ...NEWSLETTER_MESSAGES], metaKey: "blog:meta" });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <BlogList />
      <div className="mt-16">
        <NewsletterSignup />
      </div>
    </div>
  );
}
