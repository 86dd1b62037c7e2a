import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#core/i18n/languages";
import { loadMessages } from "./messages";

const file = (lang: string, ns: string) =>
  JSON.parse(readFileSync(`core/i18n/locales/${lang}/${ns}.json`, "utf8")) as Record<string, unknown>;

describe("the translations an island loads", () => {
  it("are the page language's files, whole or in part, as the server renders the island with", async () => {
    for (const lang of LANGUAGES) {
      expect(await loadMessages(lang, ["tools"])).toEqual({ tools: file(lang, "tools") });
      expect(await loadMessages(lang, ["newsletter"])).toEqual({ newsletter: file(lang, "newsletter") });
      expect(await loadMessages(lang, ["newsletter:signup", "tools:tabs"])).toEqual({
        newsletter: { signup: file(lang, "newsletter").signup },
        tools: { tabs: file(lang, "tools").tabs },
      });
    }
  });

  it("name a file islands may not read with a clear error", async () => {
    await expect(loadMessages("en", ["blog"])).rejects.toThrow(/No translations "blog" for islands/);
  });
});
