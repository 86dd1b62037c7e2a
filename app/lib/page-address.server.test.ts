import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { pageAddressContext } from "#core/lib/request-context";
import { pageAddress } from "./page-address.server";

describe("pageAddress", () => {
  it("reads the page the server set for the request, not the URL again", () => {
    const context = new RouterContextProvider();
    context.set(pageAddressContext, { lang: "sr", path: "/about", prefixed: true });
    const request = new Request("http://site.test/ar/contact");
    expect(pageAddress({ request, context })).toEqual({ lang: "sr", path: "/about", prefixed: true });
  });

  it("without a server (prerendering), reads the URL once and keeps it for the request's other loaders", () => {
    const context = new RouterContextProvider();
    const first = pageAddress({ request: new Request("http://site.test/ar/blog/"), context });
    expect(first).toEqual({ lang: "ar", path: "/blog", prefixed: true });
    expect(context.get(pageAddressContext)).toBe(first);
    expect(pageAddress({ request: new Request("http://site.test/sr/tools"), context })).toBe(first);
  });
});
