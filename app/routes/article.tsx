import { isRouteErrorResponse, useRouteError } from "react-router";
import { articlePageData } from "~/features/blog/article-page.server";
import { ArticleView } from "~/features/blog/article-view";
import type { Route } from "./+types/article";
import { NotFoundContent } from "./not-found";

/** Rendered per request from the published insights (decision 030); a document (no script). */
export const loader = (args: Route.LoaderArgs) => articlePageData(args, args.params.slug);

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (loaderData) return loaderData.meta;
  if (isRouteErrorResponse(error) && Array.isArray(error.data?.meta)) return error.data.meta;
  return [];
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return <ArticleView page={loaderData.page} author={loaderData.author} />;
}

/** Loaded directly, an unknown slug answers HTTP 404 with the not-found page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  throw error;
}
