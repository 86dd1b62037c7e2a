import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./security";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts, not external ones or JSON data blocks", () => {
    const html = `<script>window.a=1</script><script type="module" async="">import("/x.js")</script>
      <script src="/y.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/x.js")')]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts only from us and the given sources", () => {
    const csp = contentSecurityPolicy(["'nonce-abc'"]);
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
