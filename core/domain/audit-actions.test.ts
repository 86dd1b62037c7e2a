import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#core/i18n/languages";
import { createT, hasKey } from "#core/i18n/translate";
import { AUDIT_ACTIONS, auditActionKey } from "./audit-actions";

const root = path.resolve(import.meta.dirname, "../..");
const teamOf = (lang: string) => ({
  team: JSON.parse(readFileSync(path.join(root, "core/i18n/locales", lang, "team.json"), "utf8")),
});

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

/**
 * The actions written in server/: the strings after `action:` (audit rows), `audit:` (the route rules'
 * exports) and the industry cues' `audit(tx, actor, "...")`, a template's `${...}` standing for each kind
 * of record. The bulk actions' names (core/domain/crm-bulk.ts) are requests, not audit rows.
 */
function writtenActions(): Set<string> {
  const bulk = readFileSync(path.join(root, "core/domain/crm-bulk.ts"), "utf8");
  const requests = new Set([...bulk.matchAll(/z\.literal\("(\w+)"\)/g)].map((m) => m[1]));
  const found = new Set<string>();
  for (const file of sources(path.join(root, "server"))) {
    for (const line of readFileSync(file, "utf8").split("\n")) {
      const expression =
        /\b(?:action|audit): (.*)$/.exec(line)?.[1] ?? /\baudit\(\w+, \w+, (".*)$/.exec(line)?.[1];
      if (!expression) continue;
      // A literal or a template, or a choice of two (`input.active ? "staff.enabled" : "staff.disabled"`).
      const literal = /^(?:[\w.]+ \? (\S+) : )?(["`][^"`]*["`])/.exec(expression);
      for (const quoted of [literal?.[1], literal?.[2]]) {
        const text = quoted?.slice(1, -1);
        if (!text || !/^[a-z_.]*(\$\{[^}]+\}[a-z_.]*)*$/.test(text) || requests.has(text)) continue;
        for (const kind of ["company", "contact", "project"]) found.add(text.replace(/\$\{[^}]+\}/g, kind));
      }
    }
  }
  return found;
}

describe("the audit log's actions", () => {
  it("lists every action the server writes", () => {
    const written = [...writtenActions()];
    expect(written.length).toBeGreaterThan(30);
    expect(written.filter((action) => !AUDIT_ACTIONS.includes(action))).toEqual([]);
  });

  it.each(LANGUAGES)("has a label for each in %s, and shows an unknown one as its code", (lang) => {
    const bundle = teamOf(lang);
    expect(AUDIT_ACTIONS.filter((action) => !hasKey(bundle, auditActionKey(action), "team"))).toEqual([]);
    const t = createT(lang, () => bundle, "team");
    expect(t(auditActionKey("company.update"), { defaultValue: "company.update" })).not.toBe(
      "company.update",
    );
    expect(t(auditActionKey("something.new"), { defaultValue: "something.new" })).toBe("something.new");
  });
});
