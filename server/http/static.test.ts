import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./static";

function buildDir(css: string): string {
  const root = mkdtempSync(path.join(tmpdir(), "static-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "assets", "root-abc.css"), css);
  return root;
}

describe("inlineStylesheets", () => {
  it("puts our built stylesheet inside a prerendered page", () => {
    const root = buildDir("body{color:red}");
    const html = Buffer.from('<head><link rel="stylesheet" href="/assets/root-abc.css"/></head>');
    expect(inlineStylesheets(html, root).toString()).toBe("<head><style>body{color:red}</style></head>");
  });

  it("leaves other links, and a stylesheet that could close the style element, as they are", () => {
    const root = buildDir("a{content:'</style>'}");
    const html = Buffer.from(
      '<link rel="stylesheet" href="/assets/root-abc.css"/><link rel="stylesheet" href="https://cdn.example/x.css"/>',
    );
    expect(inlineStylesheets(html, root).toString()).toBe(html.toString());
  });
});
