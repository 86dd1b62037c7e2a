import type { RouterContextProvider } from "react-router";
import { type PageAddress, splitLangPath } from "#core/lib/paths";
import { pageAddressContext } from "#core/lib/request-context";

/** What a loader or action receives: its request and the request's context. */
export interface PageArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * The page the request names (its language and neutral path), as the server set it in the request's context
 * (server/pages.ts). A page prerendered at build time has no server: its first loader reads the URL and sets
 * it there, and the other loaders of that request read it.
 */
export function pageAddress(args: PageArgs): PageAddress {
  const set = readContext(args.context);
  if (set) return set;
  const page = splitLangPath(new URL(args.request.url).pathname);
  args.context.set(pageAddressContext, page);
  return page;
}

function readContext(context: Readonly<RouterContextProvider>): PageAddress | undefined {
  try {
    return context.get(pageAddressContext);
  } catch {
    // React Router's `get` throws for a context that was never set and has no default.
    return undefined;
  }
}
