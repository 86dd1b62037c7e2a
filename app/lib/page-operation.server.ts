import type { RouterContextProvider } from "react-router";
import type { OperationOutcome } from "~/domain/contact";
import { serverT } from "~/i18n/resources.server";
import { langFromPathname } from "./paths";
import { type AppServices, appServicesContext } from "./request-context";

/** What a loader or action receives that a page operation needs. */
export interface OperationArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

function servicesOf(context: OperationArgs["context"]): AppServices | undefined {
  try {
    return context.get(appServicesContext);
  } catch {
    return undefined;
  }
}

/**
 * Runs a server operation (server/page-operations.ts) from a loader or action, in the page's language;
 * the server adds the client's address. Resolves to the answer or the translated error, never throws.
 */
export async function callPageOperation<T>(
  args: OperationArgs,
  operation: string,
  input: unknown,
): Promise<OperationOutcome<T>> {
  const lang = langFromPathname(new URL(args.request.url).pathname);
  const services = servicesOf(args.context);
  if (!services) return { ok: false, status: 500, code: "internal", message: serverT(lang)("api.internal") };
  return (await services.call(operation, input, { ip: "", lang })) as OperationOutcome<T>;
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
