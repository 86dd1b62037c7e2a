import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { inlinePageStylesheets, pageStylesheet } from "./page-stylesheets";

const OWN_FONTS = new Set(["text-latin.woff2", "text-arabic.woff2"]);

const CSS = [
  "@layer base{body{font-family:var(--font-sans)}html:lang(ar) body{font-family:var(--font-arabic)}" +
    "[hidden]:where(:not([hidden=until-found])){display:none!important}}",
  ':root{--font-sans:Text,"Text Fallback",sans-serif;--font-arabic:Arabic,sans-serif;--space-4:1rem}',
  ".mt-2{margin-top:.5rem}.mt-4{margin-top:var(--space-4)}.hover\\:underline:hover{text-decoration:underline}",
  ".\\[\\&\\>svg\\]\\:shrink-0>svg{flex-shrink:0}",
  ".\\[\\&\\:lang\\(sr\\)\\]\\:\\[quotes\\:\\'„\\'_\\'“\\'\\]:lang(sr){quotes:\"„\" \"“\"}",
  ".rtl\\:-scale-x-100:where(:is(:lang(ar),:lang(he)),[dir=rtl],[dir=rtl] *){scale:-1 1}",
  "details[open]>.menu{display:block}.error[aria-invalid=true]{color:red}",
  "@font-face{font-family:Text;src:url(/assets/text-latin-AbCd-123.woff2);unicode-range:U+0000-00FF}",
  "@font-face{font-family:Text;src:url(/assets/text-cyrillic-wght-normal-x1y2z3w4.woff2);unicode-range:U+0400-045F}",
  "@font-face{font-family:Arabic;src:url(/assets/text-arabic-Zz9_Yy8-.woff2);unicode-range:U+0600-06FF}",
  "@font-face{font-family:Text Fallback;src:local(Arial)}",
].join("");

async function rules(html: string, lang: string, scripts: string[] = []) {
  return pageStylesheet({ css: CSS, html, lang, scripts, ownFonts: OWN_FONTS });
}

describe("pageStylesheet", () => {
  it("keeps the rules the page's markup uses, with their states, and drops the rest", async () => {
    const css = await rules(
      '<html lang="en" dir="ltr"><body><p class="mt-2 hover:underline">Hi</p>' +
        '<button hidden="" class="[&amp;&gt;svg]:shrink-0"><svg></svg></button>' +
        '<details><summary>Menu</summary><div class="menu"></div></details></body></html>',
      "en",
    );
    expect(css).toContain(".mt-2{");
    expect(css).toContain(".hover\\:underline:hover");
    // A class written with entities by React is read as the class it is.
    expect(css).toContain(".\\[\\&\\>svg\\]\\:shrink-0>svg");
    // States the browser sets without script: the open menu, the hidden attribute.
    expect(css).toContain("details[open]>.menu");
    expect(css).toContain("[hidden]:where(:not([hidden=until-found]))");
    expect(css).not.toContain(".mt-4");
    expect(css).not.toContain(".error");
  });

  it("reads class names that hold quotes (Serbian quotation marks on a <q>)", async () => {
    const html =
      '<html lang="sr-Cyrl"><body><q class="[&amp;:lang(sr)]:[quotes:&#x27;„&#x27;_&#x27;“&#x27;]">Да</q></body></html>';
    expect(await rules(html, "sr-Cyrl")).toContain('quotes:"„" "“"');
  });

  it("drops another language's rules and what only they used; keeps the page's own language", async () => {
    const english = await rules(
      '<html lang="en" dir="ltr"><body class="rtl:-scale-x-100">Hi</body></html>',
      "en",
    );
    expect(english).not.toContain(":lang(ar) body");
    expect(english).not.toContain("--font-arabic");
    expect(english).not.toContain("--space-4"); // read only by .mt-4, which the page does not use
    expect(english).not.toContain("scale:-1 1");
    const arabic = await rules(
      '<html lang="ar" dir="rtl"><body class="rtl:-scale-x-100">مرحبا</body></html>',
      "ar",
    );
    expect(arabic).toContain("html:lang(ar) body");
    expect(arabic).toContain("--font-arabic");
    // `:lang()` inside `:is()` is one choice among others, not a condition of the selector.
    expect(arabic).toContain("scale:-1 1");
  });

  it("keeps only our own font files whose characters the page has, and the device's fallbacks", async () => {
    const english = await rules('<html lang="en"><body class="mt-2">Hello</body></html>', "en");
    expect(english).toContain("text-latin-AbCd-123.woff2");
    expect(english).not.toContain("text-cyrillic"); // not ours (a package's file)
    expect(english).not.toContain("text-arabic"); // its family is not used on an English page
    expect(english).toContain("local(Arial)");
    const arabic = await rules('<html lang="ar"><body class="mt-2">مرحبا</body></html>', "ar");
    expect(arabic).toContain("text-arabic-Zz9_Yy8-.woff2");
    expect(arabic).not.toContain("text-latin"); // no Latin character on the page
  });

  it("does not keep a face for the language switcher's names, which the device's font sets", async () => {
    const switcher = '<a href="/language/en" lang="en" class="block font-native">English</a>';
    const arabic = await rules(`<html lang="ar"><body class="mt-2">مرحبا${switcher}</body></html>`, "ar");
    expect(arabic).not.toContain("text-latin");
    const named = await rules(`<html lang="ar"><body class="mt-2">مرحبا<a>English</a></body></html>`, "ar");
    expect(named).toContain("text-latin-AbCd-123.woff2");
  });

  it("drops the @property rules of variables that no remaining rule reads", async () => {
    const css = await pageStylesheet({
      css:
        "@property --tw-read{syntax:'*';inherits:false}@property --tw-unread{syntax:'*';inherits:false}" +
        ".a{--tw-read:1px;translate:var(--tw-read)}.b{--tw-unread:2px;scale:var(--tw-unread)}",
      html: '<html lang="en"><body><p class="a">Hi</p></body></html>',
      lang: "en",
      ownFonts: OWN_FONTS,
    });
    expect(css).toContain("@property --tw-read");
    expect(css).not.toContain("@property --tw-unread");
  });

  it("keeps the variables that CSS it does not hold reads (a library's injected styles)", async () => {
    const css = await pageStylesheet({
      css: "html [data-toaster]{--error-text:#c00;--unused-here:1px}.a{color:var(--unused-here)}",
      html: '<html lang="en"><body><div data-island="contact"></div></body></html>',
      lang: "en",
      scripts: ['e("div",{"data-toaster":""})'],
      ownFonts: OWN_FONTS,
    });
    expect(css).toContain("--error-text:#c00");
    expect(css).not.toContain("--unused-here");
  });

  it("counts the class names an island's script renders after hydration", async () => {
    const html = '<html lang="en"><body><div data-island="contact"></div></body></html>';
    expect(await rules(html, "en")).not.toContain(".error");
    const css = await rules(html, "en", ['n.jsx("p",{className:"error","aria-invalid":"true"})']);
    expect(css).toContain(".error[aria-invalid=true]");
  });
});

describe("the site's own Arabic faces (app/fonts.css)", () => {
  // The @font-face rules as the site declares them, and a rule that names the Arabic family.
  const faces: string[] = [];
  postcss.parse(readFileSync(path.resolve("app/fonts.css"), "utf8")).walkAtRules("font-face", (face) => {
    if (face.toString().includes("Noto Sans Arabic Variable")) faces.push(face.toString());
  });
  const css = `html:lang(ar) body{font-family:"Noto Sans Arabic Variable",sans-serif}${faces.join("")}`;
  const ownFonts = new Set(readdirSync(path.resolve("app/fonts")));
  const arabicPage = (text: string, unknownText?: boolean) =>
    pageStylesheet({
      css,
      html: `<html lang="ar"><body>${text}</body></html>`,
      lang: "ar",
      ownFonts,
      unknownText,
    });

  it("keeps the Arabic subset for Arabic text, and the Latin one only when Latin characters show", async () => {
    expect(faces.length).toBeGreaterThanOrEqual(2);
    const arabicOnly = await arabicPage("مرحبا");
    expect(arabicOnly).toContain("noto-sans-arabic-subset-wght.woff2");
    expect(arabicOnly).not.toContain("noto-sans-arabic-latin-subset");
    const mixed = await arabicPage("مرحبا info@example.com");
    expect(mixed).toContain("noto-sans-arabic-subset-wght.woff2");
    expect(mixed).toContain("noto-sans-arabic-latin-subset-wght.woff2");
  });

  it("keeps every face of the family when the text is only known per request", async () => {
    const css = await arabicPage("مرحبا", true);
    expect(css).toContain("noto-sans-arabic-subset-wght.woff2");
    expect(css).toContain("noto-sans-arabic-latin-subset-wght.woff2");
  });
});

describe("the language switcher's names (app/app.css .font-native, faces in app/fonts.css)", () => {
  it("are set in faces the device has, reached by name (local()), then the generic sans-serif", () => {
    // A family the system must match (ui-sans-serif, system-ui) cost Lighthouse's Chromium a system font match
    // and a fallback per character in every page's first layout (decision 021).
    const root = postcss.parse(readFileSync(path.resolve("app/app.css"), "utf8"));
    const faces = postcss.parse(readFileSync(path.resolve("app/fonts.css"), "utf8"));
    const sources = new Map<string, string[]>();
    faces.walkAtRules("font-face", (face) => {
      let family = "";
      let src = "";
      face.walkDecls((decl) => {
        if (decl.prop === "font-family") family = decl.value.replace(/["']/g, "");
        if (decl.prop === "src") src = decl.value;
      });
      sources.set(family, [...(sources.get(family) ?? []), src]);
    });
    let stack: string[] = [];
    root.walkRules(".font-native", (rule) => {
      rule.walkDecls("font-family", (decl) => {
        stack = decl.value.split(",").map((name) => name.trim().replace(/["']/g, ""));
      });
    });
    expect(stack.at(-1)).toBe("sans-serif");
    const named = stack.slice(0, -1);
    expect(named.length).toBeGreaterThan(0);
    for (const family of named) {
      const srcs = sources.get(family) ?? [];
      expect(srcs.length, family).toBeGreaterThan(0);
      for (const src of srcs) expect(src, family).toMatch(/^(\s*local\([^)]+\)\s*,?)+$/);
    }
    // One holds Arabic letters, for "العربية" on English and Serbian pages (the Latin ones hold Cyrillic).
    expect(named.some((family) => family.includes("Arabic"))).toBe(true);
  });
});

describe("inlinePageStylesheets", () => {
  function site(): string {
    const root = mkdtempSync(path.join(tmpdir(), "page-css-"));
    mkdirSync(path.join(root, "assets"));
    mkdirSync(path.join(root, "contact"));
    writeFileSync(path.join(root, "assets", "root-abc12345.css"), CSS);
    writeFileSync(path.join(root, "assets", "islands-boot1234.js"), 'import("./contact-island-xyz98765.js")');
    writeFileSync(path.join(root, "assets", "contact-island-xyz98765.js"), 'import"./forms-f0rm5678.js";');
    writeFileSync(path.join(root, "assets", "forms-f0rm5678.js"), 'x("error")');
    const link = '<link rel="stylesheet" href="/assets/root-abc12345.css"/>';
    writeFileSync(
      path.join(root, "index.html"),
      `<html lang="en"><head>${link}</head><body class="mt-2"></body></html>`,
    );
    writeFileSync(
      path.join(root, "contact", "index.html"),
      `<html lang="en"><head>${link}<script type="module" src="/assets/islands-boot1234.js"></script></head>` +
        '<body><div data-island="contact" class="mt-4"></div></body></html>',
    );
    return root;
  }

  it("puts each page's own rules inline in place of the link, following its islands' imports", async () => {
    const root = site();
    const fonts = mkdtempSync(path.join(tmpdir(), "page-css-fonts-"));
    writeFileSync(path.join(fonts, "text-latin.woff2"), "");
    expect(await inlinePageStylesheets(root, fonts)).toBe(2);
    const home = readFileSync(path.join(root, "index.html"), "utf8");
    expect(home).not.toContain('rel="stylesheet"');
    expect(home).toMatch(/<style>[^<]*\.mt-2\{/);
    expect(home).not.toContain(".error");
    const contact = readFileSync(path.join(root, "contact", "index.html"), "utf8");
    expect(contact).toContain(".mt-4{");
    expect(contact).toContain(".error[aria-invalid=true]"); // from the island's imported chunk
    expect(contact).not.toContain(".mt-2{");
  });
});
