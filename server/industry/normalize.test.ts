import { describe, expect, it } from "vitest";
import { coreKey, joinDottedAbbreviations, normalizeText, tokenize } from "./normalize";

describe("normalizeText", () => {
  it("lowers case and removes diacritics", () => {
    expect(normalizeText("Nestlé")).toBe("nestle");
    expect(normalizeText("Soko Štark")).toBe("soko stark");
    expect(normalizeText("Wiener Städtische")).toBe("wiener stadtische");
    expect(normalizeText("Đorđe")).toBe("djordje");
  });

  it("transliterates Serbian Cyrillic to the same Latin as Serbian Latin", () => {
    expect(normalizeText("Дунав осигурање")).toBe(normalizeText("Dunav osiguranje"));
    expect(normalizeText("Књаз Милош")).toBe(normalizeText("Knjaz Miloš"));
    expect(normalizeText("Џ Љ Њ Ђ Ћ Ч Ш Ж")).toBe("dz lj nj dj c c s z");
  });

  it("unifies Arabic letter variants, drops tatweel and diacritics", () => {
    expect(normalizeText("أإآ")).toBe("ااا");
    expect(normalizeText("شركة")).toBe("شركه");
    expect(normalizeText("مستشفى")).toBe("مستشفي");
    expect(normalizeText("بنـــك")).toBe("بنك");
    expect(normalizeText("تَأْمِين")).toBe("تامين");
  });

  it("turns Arabic-Indic and Persian digits into ASCII", () => {
    expect(normalizeText("٢٠٣٠")).toBe("2030");
    expect(normalizeText("۱۲")).toBe("12");
  });
});

describe("dotted abbreviations and legal forms", () => {
  it("joins dotted single letters", () => {
    expect(joinDottedAbbreviations("Delta Motors d.o.o. Beograd")).toBe("Delta Motors doo Beograd");
    expect(joinDottedAbbreviations("Dunav a.d.o.")).toBe("Dunav ado");
    expect(joinDottedAbbreviations("Amex B.S.C. (c)")).toBe("Amex BSC (c)");
    expect(joinDottedAbbreviations("شركة ش.م.م")).toBe("شركة شمم");
  });

  it("marks legal forms in English, Serbian (both scripts) and Arabic", () => {
    const legal = (name: string) =>
      tokenize(name)
        .filter((t) => t.legal)
        .map((t) => t.norm);
    expect(legal("Almarai Company JSC")).toEqual(["company", "jsc"]);
    expect(legal("Emaar Properties PJSC")).toEqual(["pjsc"]);
    expect(legal("Acme Holding Ltd. Co.")).toEqual(["holding", "ltd", "co"]);
    expect(legal("Imlek a.d. Beograd")).toEqual(["ad"]);
    expect(legal("Имлек а.д.")).toEqual(["ad"]);
    expect(legal("Nelt d.o.o.")).toEqual(["doo"]);
    expect(legal("شركة المراعي ش.م.م")).toEqual(["شركه", "شمم"]);
    expect(legal("مجموعة صافولا ذ.م.م")).toEqual(["مجموعه", "ذمم"]);
    expect(legal("Al Ansari Exchange LLC")).toEqual(["llc"]);
  });

  it("gives one key for a name in any spelling, script or legal form", () => {
    expect(coreKey("Almarai Company")).toBe(coreKey("ALMARAI"));
    expect(coreKey("Knjaz Miloš a.d.")).toBe(coreKey("Књаз Милош"));
    expect(coreKey("شركة المراعي")).toBe(coreKey("المراعى"));
    expect(coreKey("The BENEFIT Company B.S.C. (c)")).toBe("benefit");
  });

  it("keeps names made of symbols and short words", () => {
    expect(tokenize("e&").map((t) => t.norm)).toEqual(["e&"]);
    expect(tokenize("Procter & Gamble").map((t) => t.norm)).toEqual(["procter", "&", "gamble"]);
    expect(tokenize("3M").map((t) => t.norm)).toEqual(["3m"]);
  });
});
