import { createContext, type RouterContext } from "react-router";

/**
 * One context object per process. The server (run by tsx) and the built site (bundled by Vite) each load
 * their own copy of this module, and React Router finds a context's value by the object's identity.
 */
function shared<T>(name: string): RouterContext<T | undefined> {
  const registry = globalThis as unknown as Record<symbol, RouterContext<T | undefined> | undefined>;
  const key = Symbol.for(`potentia.${name}`);
  registry[key] ??= createContext<T | undefined>(undefined);
  return registry[key];
}

/** The CSP nonce the server chose for this request, handed to React Router's load context. */
export const cspNonceContext = shared<string>("cspNonceContext");

/**
 * The server's services as React Router loaders and actions see them (for example the contact page's
 * plain-HTML form fallback). Typed loosely here so that app code never imports server modules.
 */
export interface AppServices {
  /** Runs a server-side operation by name; see server/page-operations.ts for what is registered; the server fills in meta.ip. */
  call(operation: string, input: unknown, meta: { ip: string; lang: string }): Promise<unknown>;
}
export const appServicesContext = shared<AppServices>("appServicesContext");
