import { serverT } from "#core/i18n/resources.server";
import { type OperationOutcome, type PageServices, pageServicesContext } from "#core/lib/request-context";
import { type PageArgs, pageAddress } from "./page-address.server";

/** What a loader or action receives that the server's page services need. */
export type ServiceArgs = PageArgs;

/**
 * The server's services for this request (server/page-services.ts: each public form's one handler), in
 * the page's language; every call resolves to the answer or the translated error, never throws. Where
 * the server gave none (prerendering), every call answers 500.
 */
export function pageServices(args: ServiceArgs): PageServices {
  try {
    const services = args.context.get(pageServicesContext);
    if (services) return services;
  } catch {
    // No services in this context.
  }
  const { lang } = pageAddress(args);
  const unavailable = async <T>(): Promise<OperationOutcome<T>> => ({
    ok: false,
    status: 500,
    code: "internal",
    message: serverT(lang)("api.internal"),
  });
  return {
    contact: { submit: unavailable },
    newsletter: {
      subscribe: unavailable,
      lookUp: unavailable,
      unsubscribe: unavailable,
      confirm: unavailable,
    },
    insights: {
      list: () => Promise.reject(new Error("no insights without the server")),
      page: () => Promise.reject(new Error("no insights without the server")),
      preview: unavailable,
    },
    cases: { list: () => Promise.reject(new Error("no case studies without the server")) },
    leaders: { list: () => Promise.reject(new Error("no leaders without the server")) },
  };
}

/** Thrown when a form post is larger than allowed, or not a URL-encoded form. */
export class FormReadError extends Error {
  constructor(readonly status: 413 | 415) {
    super(status === 413 ? "form too large" : "unsupported form encoding");
  }
}

/**
 * Reads a URL-encoded form body, refusing anything over `maxBytes` without buffering it (the /api body
 * limit does not cover page posts).
 */
export async function readFormLimited(request: Request, maxBytes: number): Promise<URLSearchParams> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) throw new FormReadError(415);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new FormReadError(413);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new FormReadError(413);
      }
      chunks.push(value);
    }
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}
