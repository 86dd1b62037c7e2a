import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContext, RouterContextProvider, ServerRouter } from "react-router";
import { cspNonceContext, renderedRouteContext } from "#core/lib/request-context";
import { NonceContext } from "~/lib/nonce";

export const streamTimeout = 5_000;

function contextValue<T>(provider: unknown, context: RouterContext<T>): T | undefined {
  if (!(provider instanceof RouterContextProvider)) return undefined;
  try {
    return provider.get(context);
  } catch {
    return undefined;
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Which page this document is, for the server to inline that page's own rules (decision 020): the leaf
  // route, unless an error boundary shows instead of it.
  const { matches, errors } = routerContext.staticHandlerContext;
  const leaf = matches.at(-1)?.route.id;
  if (loadContext instanceof RouterContextProvider && !errors && leaf) {
    loadContext.set(renderedRouteContext, leaf);
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Prerendering at build time has no nonce: the server hashes those pages' inline scripts instead.
  const nonce = contextValue(loadContext, cspNonceContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
