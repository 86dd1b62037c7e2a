import { isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { articleBySlug } from "~/content/articles";
import { articlePageData } from "~/features/blog/article-page.server";
import { ArticleView } from "~/features/blog/article-view";
import { getHref, langFromPathname } from "~/lib/paths";
import type { Route } from "./+types/article";
import { NotFoundContent } from "./not-found";

export const loader = ({ request, params }: Route.LoaderArgs) => articlePageData(request, params.slug);

/**
 * Followed inside the app, an unknown slug goes to /404 and its URL never enters the history
 * (SPEC.md: redirect replacing history). The redirect happens before the navigation commits, so
 * a plain redirect leaves the history as the spec's replace did: [..., /blog, /404].
 */
export async function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  if (!articleBySlug(params.slug)) {
    throw redirect(getHref("/404", langFromPathname(new URL(request.url).pathname)));
  }
  return serverLoader();
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (loaderData) return loaderData.meta;
  if (isRouteErrorResponse(error) && Array.isArray(error.data?.meta)) return error.data.meta;
  return [];
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} />;
}

/** Loaded directly, an unknown slug answers HTTP 404 with the not-found page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  throw error;
}
