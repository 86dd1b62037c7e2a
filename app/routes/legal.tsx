import { LEGAL_PAGES, type LegalPageId } from "#core/content/pages";
import { splitLangPath } from "#core/lib/paths";
import { LegalDocument } from "~/features/pages/legal/legal-document";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/legal";

/** /privacy, /terms and /cookies: one module, the document chosen by the path. */
export function loader({ request }: Route.LoaderArgs) {
  const path = splitLangPath(new URL(request.url).pathname).path;
  const doc: LegalPageId = LEGAL_PAGES.find((page) => page.path === path)?.id ?? "privacy";
  return { doc, ...pageData(request, { ns: [`legal:${doc}`, "legal:toc"], metaKey: `legal:${doc}.meta` }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalDocument doc={loaderData.doc} />;
}
