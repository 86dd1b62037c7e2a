import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { cspNonceContext, type PageServices, pageServicesContext } from "../app/lib/request-context";
import type { StaticFiles } from "./http/static";

/** How the server renders pages: the React Router build (or Vite's, in development) and the static files. */
export interface PageRenderer {
  dev: boolean;
  staticFiles?: StaticFiles;
  handle(request: Request, nonce: string, services: PageServices): Promise<Response>;
}

export function createPageRenderer(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  staticFiles?: StaticFiles;
}): PageRenderer {
  const handler = createRequestHandler(options.build, options.mode);
  return {
    dev: options.mode === "development",
    staticFiles: options.staticFiles,
    handle(request, nonce, services) {
      const context = new RouterContextProvider();
      context.set(cspNonceContext, nonce);
      context.set(pageServicesContext, services);
      return handler(request, context);
    },
  };
}
