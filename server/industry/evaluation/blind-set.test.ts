import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INDUSTRY_KEYS } from "#core/domain/industries";
import { scriptOf } from "../dataset";
import { KNOWLEDGE_DIR } from "../knowledge/load-knowledge";
import { tokenize } from "../normalize";
import { BLIND_SET, BLIND_SET_FILE } from "./blind-set";

/**
 * The set as committed before any rule for it was written (the hash of its entries, so that reformatting the
 * file changes nothing); changing an entry is not allowed: write a new set instead.
 */
const FROZEN_SHA256 = "a14a9427f309dd11e26f75dcd766f01840c6c36b5a90dc4b0b69692f7fade3d8";

/** The words of a text, normalised as the classifier sees them, between single spaces. */
function words(text: string, withLegalForms = true): string {
  const tokens = tokenize(text).filter((t) => withLegalForms || !t.legal);
  return ` ${tokens.map((t) => t.norm).join(" ")} `;
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes("node_modules"));
}

/** Every knowledge file and every test case (unit, API and browser tests). */
function guardedFiles(): string[] {
  const isTest = (name: string) => /\.(test|spec)\.tsx?$/.test(name) || name === "crm-helpers.ts";
  return [
    ...filesUnder(KNOWLEDGE_DIR, (name) => name.endsWith(".txt")),
    ...["server", "app", "core", "tests"].flatMap((dir) => filesUnder(dir, isTest)),
  ];
}

describe("the blind set", () => {
  it("is frozen: its entries are the ones committed before any rule for them", () => {
    const entries = JSON.parse(readFileSync(BLIND_SET_FILE, "utf8")) as unknown;
    const hash = createHash("sha256").update(JSON.stringify(entries)).digest("hex");
    expect(hash).toBe(FROZEN_SHA256);
  });

  it("has at least 150 unique names, each in the script it says, names with no cue among them", () => {
    expect(BLIND_SET.length).toBeGreaterThanOrEqual(150);
    expect(new Set(BLIND_SET.map((e) => e.name)).size).toBe(BLIND_SET.length);
    for (const e of BLIND_SET) expect(scriptOf(e.name), e.name).toBe(e.script);
    expect(BLIND_SET.filter((e) => e.industry === "none").length).toBeGreaterThanOrEqual(15);
    for (const key of INDUSTRY_KEYS)
      expect(
        BLIND_SET.some((e) => e.industry === key),
        key,
      ).toBe(true);
  });

  it("never appears in a knowledge file or a test case, in any spelling or script", () => {
    const leaks: string[] = [];
    const files = guardedFiles();
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      if (file.includes("evaluation")) continue;
      const text = words(readFileSync(file, "utf8"));
      for (const entry of BLIND_SET) {
        // The name without its legal forms ("Mljekara Livno" for "Mljekara Livno d.o.o.").
        if (text.includes(words(entry.name, false))) leaks.push(`${entry.name} in ${file}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
