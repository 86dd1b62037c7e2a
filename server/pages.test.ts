import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { renderedRouteContext } from "#core/lib/request-context";
import { withOwnRules } from "./pages";

const OWN = { href: "/assets/root-AbC12_-x.css", css: ".mt-4{margin-top:1rem}" };
const page = (head: string) =>
  new Response(`<!DOCTYPE html><html><head>${head}</head><body class="mt-4">Hi</body></html>`, {
    status: 404,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache" },
  });

describe("withOwnRules", () => {
  it("puts the page's rules in place of the stylesheet's link (with its nonce), compressed as asked", async () => {
    const link = `<link nonce="n0nce+/=" rel="stylesheet" href="${OWN.href}"/>`;
    const br = await withOwnRules(page(link), OWN, "gzip, deflate, br");
    expect(br.status).toBe(404);
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toContain("Accept-Encoding");
    expect(br.headers.get("Cache-Control")).toBe("private, no-cache");
    const html = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString("utf8");
    expect(html).toContain("<head><style>.mt-4{margin-top:1rem}</style></head>");
    expect(html).not.toContain("stylesheet");

    const gzipped = await withOwnRules(page(link), OWN, "gzip");
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString("utf8")).toBe(html);

    const plain = await withOwnRules(page(link), OWN, "");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it("leaves another stylesheet's link, and answers that are not HTML, as they are", async () => {
    const other = '<link rel="stylesheet" href="/assets/root-Zz99Zz99.css"/>';
    expect(await (await withOwnRules(page(other), OWN, "")).text()).toContain(other);
    const json = new Response('{"a":1}', { headers: { "Content-Type": "application/json" } });
    expect(await withOwnRules(json, OWN, "br")).toBe(json);
  });
});

describe("the rendered route", () => {
  it("reads as none, not as an error, where entry.server set nothing (a data request, an error page)", () => {
    const context = new RouterContextProvider();
    expect(context.get(renderedRouteContext)).toBe("");
    context.set(renderedRouteContext, "routes/not-found");
    expect(context.get(renderedRouteContext)).toBe("routes/not-found");
  });
});
