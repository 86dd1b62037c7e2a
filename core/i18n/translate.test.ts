import { describe, expect, it } from "vitest";
import { createT } from "./translate";

const bundle = {
  common: {
    greeting: "Hello, {{name}}!",
    restored: "{{name}} is back. Ask {{who}}.",
    lead: "A lead: {{name}}.",
    nested: { deep: "Deep" },
    list: ["{{x}} one", "two"],
  },
  crm: { items_one: "{{count}} company", items_other: "{{count}} companies", plain: "Plain" },
};

describe("createT", () => {
  const t = createT("en", () => bundle, "common");

  it("reads nested keys and interpolates values", () => {
    expect(t("nested.deep")).toBe("Deep");
    expect(t("greeting", { name: "Ana" })).toBe("Hello, Ana!");
  });

  it("reads another namespace by prefix", () => {
    expect(t("crm:plain")).toBe("Plain");
  });

  it("answers objects and arrays with returnObjects, interpolated", () => {
    expect(t<string[]>("list", { returnObjects: true, x: "1" })).toEqual(["1 one", "two"]);
  });

  it("picks plural forms by the language's rules", () => {
    expect(t("crm:items", { count: 1 })).toBe("1 company");
    expect(t("crm:items", { count: 3 })).toBe("3 companies");
    const ar = createT(
      "ar",
      () => ({ x: { n_zero: "zero", n_two: "two", n_few: "few", n_other: "other" } }),
      "x",
    );
    expect(ar("n", { count: 2 })).toBe("two");
    expect(ar("n", { count: 5 })).toBe("few");
  });

  it("ends a sentence with a name's own full stop, never a second one (d.o.o..)", () => {
    expect(t("lead", { name: "Đorđević Trgovina d.o.o." })).toBe("A lead: Đorđević Trgovina d.o.o.");
    expect(t("lead", { name: "\u2068Gulf Foods d.o.o.\u2069" })).toBe(
      "A lead: \u2068Gulf Foods d.o.o.\u2069",
    );
    expect(t("lead", { name: "Gulf Foods" })).toBe("A lead: Gulf Foods.");
    expect(t("restored", { name: "Acme Inc.", who: "ana" })).toBe("Acme Inc. is back. Ask ana.");
  });

  it("answers the key for a missing message, and never escapes HTML (React does)", () => {
    expect(t("nope.missing")).toBe("nope.missing");
    expect(t("greeting", { name: "<b>" })).toBe("Hello, <b>!");
  });
});
