import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#core/i18n/languages";
import { PAGES, pageOfRoute } from "#core/lib/pages";
import routes from "./routes";

interface Route {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: Route[];
}

/** The route trees are made from the table of pages (core/lib/pages.ts): each line, in each language. */
describe("the route trees", () => {
  it("makes every page a route in each of the three languages, under that language's frame", () => {
    const trees = routes as Route[];
    expect(trees.map((tree) => tree.path)).toEqual(LANGUAGES.map((lang) => (lang === "en" ? "" : lang)));
    for (const [i, lang] of LANGUAGES.entries()) {
      const tree = trees[i] as Route;
      expect(tree.id).toBe(`${lang}/site`);
      const children = tree.children ?? [];
      expect(children.map((child) => child.id)).toEqual(PAGES.map((page) => `${lang}/${page.id}`));
      for (const [j, page] of PAGES.entries()) {
        const child = children[j] as Route;
        expect(child.file).toBe(page.module);
        if (page.path === "/") expect(child.index).toBe(true);
        else expect(child.path).toBe(page.path.replace(/^\//, ""));
        expect(pageOfRoute(child.id ?? "")).toBe(page);
      }
    }
  });
});
