import { isRouteErrorResponse, useRouteError } from "react-router";
import { previewPageData } from "~/features/blog/article-page.server";
import { ArticleView } from "~/features/blog/article-view";
import { PreviewBand } from "~/features/blog/preview-band";
import type { Route } from "./+types/crm-insight-preview";
import { NotFoundContent } from "./not-found";

/**
 * /crm/insights/{id}/preview/{lang}: an insight's text as its public page would show it, draft or scheduled
 * included, under a band saying it is not public; staff only (without a session: the staff sign-in), noindex.
 * A document, rendered per request and never cached.
 */
export const loader = (args: Route.LoaderArgs) => previewPageData(args, args.params);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (loaderData) return loaderData.meta;
  if (isRouteErrorResponse(error) && Array.isArray(error.data?.meta)) return error.data.meta;
  return [];
};

export default function InsightPreviewPage({ loaderData }: Route.ComponentProps) {
  return <ArticleView page={loaderData.page} author={loaderData.author} band={<PreviewBand />} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  throw error;
}
