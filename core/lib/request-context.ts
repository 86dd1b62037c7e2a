import { createContext, type RouterContext } from "react-router";
import type { PublicCaseStudy } from "../domain/case-studies";
import type { ContactAnswer } from "../domain/contact";
import type { InsightArticle, InsightPage } from "../domain/insights";
import type { PublicLeader } from "../domain/leaders";
import type { ConfirmationState, NewsletterAnswer, SubscriptionState } from "../domain/newsletter";
import type { Lang } from "../i18n/languages";
import type { PageAddress } from "./paths";

/**
 * One context object per process. The server (run by tsx) and the built site (bundled by Vite) each load
 * their own copy of this module, and React Router finds a context's value by the object's identity.
 */
function shared<T>(name: string, defaultValue?: T): RouterContext<T | undefined> {
  const registry = globalThis as unknown as Record<symbol, RouterContext<T | undefined> | undefined>;
  const key = Symbol.for(`potentia.${name}`);
  registry[key] ??= createContext<T | undefined>(defaultValue);
  return registry[key];
}

/**
 * The page the request's URL names: its language and language-neutral path, read once per request. The server
 * sets it (c.var.page) for the pages it renders; at build time the first loader of a prerendered page does
 * (app/lib/page-address.server.ts). Loaders and actions read the language from here, never from the URL.
 */
export const pageAddressContext = shared<PageAddress>("pageAddressContext");

/** The CSP nonce the server chose for this request, handed to React Router's load context. */
export const cspNonceContext = shared<string>("cspNonceContext");

/**
 * The route whose component the document shows (its leaf match), set by entry.server for the server: a page
 * rendered per request gets that route's own rules inline (decision 020, server/pages.ts). "" when none was
 * set (a data request, or an error boundary rendered): React Router's `get` throws on a context with neither
 * a value nor a default, and a first version answered every staff data request and every 404 with a 500.
 */
export const renderedRouteContext = shared<string>("renderedRouteContext", "");

/** A server service's answer, or the error the JSON API would have answered (translated). */
export type OperationOutcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      code: string;
      message: string;
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
    };

/** A newsletter subscription as the unsubscribe page shows it. */
export interface SubscriptionFound {
  state: SubscriptionState;
  email: string | null;
}

/** What the confirmation link's page shows. */
export interface ConfirmationFound {
  state: ConfirmationState;
  email: string | null;
}

/**
 * The server's services as the pages' loaders and actions see them (server/page-services.ts): for each
 * public form the same handler as its JSON route, for this request's visitor (address, language).
 * Declared here so that app code never imports server modules.
 */
export interface PageServices {
  contact: {
    /** The contact form posted without script; `renderedAt`, the server time its page was rendered, if known. */
    submit(
      input: unknown,
      meta: { renderedAt: number | undefined; userAgent: string | undefined },
    ): Promise<OperationOutcome<ContactAnswer>>;
  };
  newsletter: {
    subscribe(input: unknown): Promise<OperationOutcome<NewsletterAnswer>>;
    lookUp(input: unknown): Promise<OperationOutcome<SubscriptionFound>>;
    unsubscribe(input: unknown): Promise<OperationOutcome<SubscriptionFound>>;
    /** The confirmation link (double opt-in) opened. */
    confirm(input: unknown): Promise<OperationOutcome<ConfirmationFound>>;
  };
  /** The published insights (decision 030): the blog's pages read them per request. */
  insights: {
    /** A language's public articles, newest first. */
    list(lang: Lang): Promise<InsightArticle[]>;
    /** The public article at `slug` in `lang`, or null. */
    page(lang: Lang, slug: string): Promise<InsightPage | null>;
    /** Any text of an insight, for a signed-in staff member only (401 without a session, 404 without the text). */
    preview(id: number, lang: Lang): Promise<OperationOutcome<InsightPage>>;
  };
  /** The case studies in a language, in their order: the home page and the industries page read them per request. */
  cases: {
    list(lang: Lang): Promise<PublicCaseStudy[]>;
  };
  /** The leaders staff edit (/crm/people): the leadership page and the blog's author cards read them per request. */
  leaders: {
    /** The leaders with a text in `lang`, in the page's order. */
    list(lang: Lang): Promise<PublicLeader[]>;
  };
}
export const pageServicesContext = shared<PageServices>("pageServicesContext");
