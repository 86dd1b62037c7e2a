import { existsSync, readFileSync } from "node:fs";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { PageAddress } from "#core/lib/paths";
import {
  cspNonceContext,
  type PageServices,
  pageAddressContext,
  pageServicesContext,
  renderedRouteContext,
} from "#core/lib/request-context";
import type { StaticFiles } from "./http/static";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The own rules of the pages rendered per request (the 404, the newsletter pages), by route id, made at build
 * time (scripts/request-page-stylesheets.ts, decision 020): `href` is the stylesheet link they replace.
 */
export type RequestPageStylesheets = Record<string, { href: string; css: string }>;

/** The build's `server/page-stylesheets.json`; none (every page links the whole stylesheet) if it is missing. */
export function readRequestPageStylesheets(file: string): RequestPageStylesheets {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as RequestPageStylesheets) : {};
}

/** How the server renders pages: the React Router build (or Vite's, in development) and the static files. */
export interface PageRenderer {
  dev: boolean;
  staticFiles?: StaticFiles;
  handle(request: Request, page: PageAddress, nonce: string, services: PageServices): Promise<Response>;
}

export function createPageRenderer(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  staticFiles?: StaticFiles;
  pageStylesheets?: RequestPageStylesheets;
}): PageRenderer {
  const handler = createRequestHandler(options.build, options.mode);
  const stylesheets = options.pageStylesheets ?? {};
  return {
    dev: options.mode === "development",
    staticFiles: options.staticFiles,
    async handle(request, page, nonce, services) {
      const context = new RouterContextProvider();
      context.set(pageAddressContext, page);
      context.set(cspNonceContext, nonce);
      context.set(pageServicesContext, services);
      const response = await handler(request, context);
      const route = context.get(renderedRouteContext);
      const own = route === undefined ? undefined : stylesheets[route];
      return own ? withOwnRules(response, own, request.headers.get("accept-encoding") ?? "") : response;
    },
  };
}

/**
 * A document whose page has its own rules gets them inline in place of the whole stylesheet's link, like a
 * prerendered page: no render-blocking request before its first paint. These pages are small documents
 * without script, so reading the whole answer before sending it costs nothing a visitor sees; and, read
 * whole, it is sent compressed like a prerendered page (its inline rules are most of its bytes). Nothing in
 * it is a secret an attacker could guess through its compressed size: the CSP nonce changes on every answer.
 */
export async function withOwnRules(
  response: Response,
  own: { href: string; css: string },
  acceptEncoding: string,
): Promise<Response> {
  if (!response.body || !(response.headers.get("Content-Type") ?? "").startsWith("text/html"))
    return response;
  // `<link nonce="..." rel="stylesheet" href="/assets/root-<hash>.css"/>`
  const link = new RegExp(`<link (?:nonce="[^"]*" )?rel="stylesheet" href="${escapeRegExp(own.href)}"/>`);
  const html = (await response.text()).replace(link, () => `<style>${own.css}</style>`);
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  headers.append("Vary", "Accept-Encoding");
  let body: BodyInit = html;
  if (/\bbr\b/.test(acceptEncoding)) {
    body = new Uint8Array(await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    headers.set("Content-Encoding", "br");
  } else if (/\bgzip\b/.test(acceptEncoding)) {
    body = new Uint8Array(await gz(html, { level: 6 }));
    headers.set("Content-Encoding", "gzip");
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
