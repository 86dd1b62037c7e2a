import { createContext } from "react-router";

/** The CSP nonce the server chose for this request, handed to React Router's load context. */
export const cspNonceContext = createContext<string | undefined>(undefined);

/**
 * The server's services as React Router loaders and actions see them (for example the contact page's
 * plain-HTML form fallback). Typed loosely here so that app code never imports server modules.
 */
export interface AppServices {
  /** Runs a server-side operation by name; see server/pages.ts for what is registered. */
  call(operation: string, input: unknown, meta: { ip: string; lang: string }): Promise<unknown>;
}
export const appServicesContext = createContext<AppServices | undefined>(undefined);
