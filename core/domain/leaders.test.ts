import { describe, expect, it } from "vitest";
import { leaderInputSchema, suggestInitials, suggestLeaderKey } from "./leaders";

describe("a leader's suggested initials and key", () => {
  it("takes the first and last names' first letters in the name's own script, Arabic spaced without ال", () => {
    expect(suggestInitials("Nikola Marković", "en")).toBe("NM");
    expect(suggestInitials("Sara Al-Otaibi", "en")).toBe("SA");
    expect(suggestInitials("نيكولا ماركوفيتش", "ar")).toBe("ن م");
    expect(suggestInitials("سارة العتيبي", "ar")).toBe("س ع");
    expect(suggestInitials("Сара Ал-Отаиби", "sr")).toBe("СА");
    expect(suggestInitials("  ђорђе  ", "sr")).toBe("Ђ");
    expect(suggestInitials("", "en")).toBe("");
  });

  it("suggests a Latin key from the English name", () => {
    expect(suggestLeaderKey("Nikola Marković")).toBe("nikola-markovic");
    expect(suggestLeaderKey("Sara Al-Otaibi")).toBe("sara-al-otaibi");
  });

  it("takes a LinkedIn address over https only", () => {
    const text = { name: "N", role: "R", bio: "B", location: "L", initials: "" };
    const input = (linkedIn: string) => ({
      email: "a@example.com",
      linkedIn,
      office: "belgrade",
      photoImageId: null,
      texts: { en: text, ar: text, sr: text },
    });
    expect(leaderInputSchema.safeParse(input("https://www.linkedin.com/in/a")).success).toBe(true);
    for (const bad of ["http://www.linkedin.com/in/a", "javascript:alert(1)", "https://", "www.linkedin.com"])
      expect(leaderInputSchema.safeParse(input(bad)).success, bad).toBe(false);
  });
});
