import { describe, expect, it } from "vitest";
import { INDUSTRY_KEYS } from "#core/domain/industries";
import { classifyIndustry } from "./classify";
import { DATASET, SCRIPTS, scriptOf } from "./dataset";
import { aliasKeys } from "./known-lookup";
import { coreKey } from "./normalize";

describe("labelled set", () => {
  it("has at least 140 names, unique, with the script each is written in", () => {
    expect(DATASET.length).toBeGreaterThanOrEqual(140);
    expect(new Set(DATASET.map((e) => e.name)).size).toBe(DATASET.length);
    for (const e of DATASET) expect(scriptOf(e.name), e.name).toBe(e.script);
  });

  it("has no name in both parts, even in another script or spelling", () => {
    const tuned = new Set(DATASET.filter((e) => e.split === "tune").map((e) => coreKey(e.name)));
    for (const e of DATASET.filter((d) => d.split === "holdout"))
      expect(tuned.has(coreKey(e.name)), e.name).toBe(false);
  });

  it("has at least 25 Arabic and 20 Cyrillic names, and Serbian Latin ones", () => {
    expect(DATASET.filter((e) => e.script === "arabic").length).toBeGreaterThanOrEqual(25);
    expect(DATASET.filter((e) => e.script === "cyrillic").length).toBeGreaterThanOrEqual(20);
    expect(DATASET.filter((e) => /banka|osiguranje|uprava|mlekara/i.test(e.name)).length).toBeGreaterThan(3);
  });

  it("has at least 6 names for each of the twelve industries", () => {
    for (const key of INDUSTRY_KEYS) {
      expect(DATASET.filter((e) => e.industry === key).length, key).toBeGreaterThanOrEqual(6);
    }
  });

  it("holds out roughly 40%, spread across industries and scripts", () => {
    const holdout = DATASET.filter((e) => e.split === "holdout");
    expect(holdout.length / DATASET.length).toBeGreaterThan(0.35);
    expect(holdout.length / DATASET.length).toBeLessThan(0.45);
    for (const key of INDUSTRY_KEYS)
      expect(
        holdout.some((e) => e.industry === key),
        key,
      ).toBe(true);
    for (const script of SCRIPTS)
      expect(
        holdout.some((e) => e.script === script),
        script,
      ).toBe(true);
  });
});

describe("known companies", () => {
  it("never give one alias to two industries", () => {
    for (const [key, companies] of aliasKeys()) {
      expect(key, "an alias normalises to nothing").not.toBe("");
      expect(new Set(companies.map((c) => c.industry)).size, `${key}: ${companies.map((c) => c.name)}`).toBe(
        1,
      );
    }
  });

  it("do not include any holdout name, under any alias", () => {
    const keys = aliasKeys();
    for (const e of DATASET.filter((d) => d.split === "holdout")) {
      expect(keys.has(coreKey(e.name)), e.name).toBe(false);
      expect(
        classifyIndustry(e.name).evidence.some((ev) => ev.kind === "known-company"),
        `${e.name} is recognised as a known company`,
      ).toBe(false);
    }
  });
});
