import { LEGAL_PAGES, type LegalPageId } from "#core/content/pages";
import { LegalDocument } from "~/features/pages/legal/legal-document";
import { pageData } from "~/lib/page.server";
import { pageAddress } from "~/lib/page-address.server";
import type { Route } from "./+types/legal";

/** /privacy, /terms and /cookies: one module, the document chosen by the path. */
export function loader(args: Route.LoaderArgs) {
  const { path } = pageAddress(args);
  const doc: LegalPageId = LEGAL_PAGES.find((page) => page.path === path)?.id ?? "privacy";
  return { doc, ...pageData(args, { ns: [`legal:${doc}`, "legal:toc"], metaKey: `legal:${doc}.meta` }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalDocument doc={loaderData.doc} />;
}
