import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { inlineScriptHashes } from "../http/security";
import type { PageVariant } from "../http/static";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = "br" | "gzip" | "identity";

/** The encoding an answer is sent in, from the request's Accept-Encoding. */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding {
  const accept = acceptEncoding ?? "";
  return /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : "identity";
}

/**
 * A document rendered from the published content, made fit to be kept and sent to every visitor like a
 * prerendered page (decision 032): the render's nonce taken out (a kept nonce would be a known one), its inline
 * scripts allowed by their hashes instead, the visitor's language notice added, and the answer compressed for
 * the encoding asked. Anything but an HTML document comes back as it was.
 */
export async function sharedDocument(
  response: Response,
  options: {
    nonce: string;
    variant: PageVariant | undefined;
    encoding: Encoding;
    policy: (scriptSources: string[]) => string;
  },
): Promise<Response> {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  let html = (await response.text()).replaceAll(` nonce="${options.nonce}"`, "");
  if (options.variant) html = options.variant.transform(html);
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", options.policy(inlineScriptHashes(html)));
  headers.set("Vary", "Accept-Encoding, Accept-Language, Cookie");
  headers.delete("Content-Length");
  let body: BodyInit = html;
  if (options.encoding === "br") {
    body = new Uint8Array(await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
    headers.set("Content-Encoding", "br");
  } else if (options.encoding === "gzip") {
    body = new Uint8Array(await gz(html, { level: 9 }));
    headers.set("Content-Encoding", "gzip");
  } else headers.delete("Content-Encoding");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
