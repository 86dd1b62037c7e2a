import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#core/i18n/languages";
import { DETECT_MESSAGES } from "./messages";
import { parseDetectRequest } from "./schema";

const parse = (companyName: unknown, lang: "en" | "ar" | "sr" = "en") =>
  parseDetectRequest({ companyName }, lang);

describe("parseDetectRequest", () => {
  it("accepts real names, trimmed, including very short ones", () => {
    for (const name of [
      "3M",
      "du",
      "e&",
      "STC",
      "P&G",
      "7-Eleven",
      "Checkout.com",
      "AAA",
      "مصرف الراجحي",
      "Дунав осигурање а.д.о.",
    ]) {
      expect(parse(` ${name} `), name).toEqual({ ok: true, companyName: name });
    }
  });

  it("refuses a blank name with the spec's message, in each language", () => {
    expect(parse("   ")).toEqual({
      ok: false,
      code: "required",
      message: "Please enter a company name first",
    });
    expect(parseDetectRequest({}, "en")).toMatchObject({ ok: false, code: "required" });
    expect(parse(null, "ar")).toEqual({ ok: false, code: "required", message: "يرجى إدخال اسم الشركة أولاً" });
    expect(parse("", "sr")).toEqual({ ok: false, code: "required", message: "Прво унесите назив компаније" });
  });

  it("refuses a name over 120 characters", () => {
    expect(parse(`${"A".repeat(60)} ${"b".repeat(59)}`)).toMatchObject({ ok: true });
    expect(parse("Insurance ".repeat(13))).toMatchObject({ ok: false, code: "too_long" });
    expect(parse("ب".repeat(121), "ar")).toEqual({
      ok: false,
      code: "too_long",
      message: DETECT_MESSAGES.ar.too_long,
    });
  });

  it("refuses absurd input", () => {
    expect(parse("12345")).toMatchObject({ code: "no_letters" });
    expect(parse("!!!!")).toMatchObject({ code: "no_letters" });
    expect(parse("٠١٢٣")).toMatchObject({ code: "no_letters" });
    expect(parse("aaaaaa")).toMatchObject({ code: "absurd" });
    expect(parse("a a a a a")).toMatchObject({ code: "absurd" });
    expect(parse("hahahaha")).toMatchObject({ code: "absurd" });
    expect(parse("x!!!!!!!!")).toMatchObject({ code: "absurd" });
    expect(parse("Acme\u0000Corp")).toMatchObject({ code: "absurd" });
    expect(parse("https://www.almarai.com")).toMatchObject({ code: "address" });
    expect(parse("www.almarai.com")).toMatchObject({ code: "address" });
    expect(parse("sales@almarai.com")).toMatchObject({ code: "address" });
  });

  it("refuses a body of the wrong shape", () => {
    for (const body of [null, "Almarai", 42, [], { companyName: 42 }, { companyName: ["Almarai"] }]) {
      expect(parseDetectRequest(body, "en"), JSON.stringify(body)).toMatchObject({
        ok: false,
        code: "invalid",
      });
    }
  });

  it("has every message in every language", () => {
    for (const lang of LANGUAGES) {
      for (const message of Object.values(DETECT_MESSAGES[lang])) expect(message.trim()).not.toBe("");
      expect(Object.keys(DETECT_MESSAGES[lang]).sort()).toEqual(Object.keys(DETECT_MESSAGES.en).sort());
    }
  });
});
