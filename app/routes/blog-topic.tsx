import { isRouteErrorResponse, useRouteError } from "react-router";
import { topicPageData } from "~/features/blog/article-page.server";
import { BlogList } from "~/features/blog/blog-list";
import type { Route } from "./+types/blog-topic";
import { NotFoundContent } from "./not-found";

/** /blog/topic/{topic}: the articles of one topic; a document (no script). */
export const loader = (args: Route.LoaderArgs) => topicPageData(args, args.params.topic);

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (loaderData) return loaderData.meta;
  if (isRouteErrorResponse(error) && Array.isArray(error.data?.meta)) return error.data.meta;
  return [];
};

export default function BlogTopicPage({ loaderData }: Route.ComponentProps) {
  return <BlogList articles={loaderData.articles} topic={loaderData.topic} />;
}

/** Loaded directly, an unknown topic answers HTTP 404 with the not-found page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  throw error;
}
