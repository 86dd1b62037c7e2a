import { describe, expect, it } from "vitest";
import { NO_WAY_TO_REACH, newContactSchema, reachableContactChangesSchema } from "./crm";

const base = { companyId: "7", name: "Huda Saleh", position: "" };

describe("a contact needs a name and one way to reach them", () => {
  it("takes an e-mail alone, a phone alone (WhatsApp is a phone number), or both", () => {
    expect(newContactSchema.parse({ ...base, email: "huda@example.com", phone: "" })).toMatchObject({
      email: "huda@example.com",
      phone: null,
    });
    expect(newContactSchema.parse({ ...base, email: "", phone: "+966 55 123 4567" })).toMatchObject({
      email: null,
      phone: "+966 55 123 4567",
    });
    expect(newContactSchema.parse({ ...base, phone: "+381 64 123 4567" }).phone).toBe("+381 64 123 4567");
    expect(newContactSchema.safeParse({ ...base, email: "h@example.com", phone: "1" }).success).toBe(true);
  });

  it("refuses none of them, with the message on the e-mail field", () => {
    for (const ways of [{ email: "", phone: "" }, { email: "  ", phone: " " }, {}]) {
      const result = newContactSchema.safeParse({ ...base, ...ways });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ["email"], message: NO_WAY_TO_REACH }),
      ]);
    }
  });

  it("says so together with a missing name", () => {
    const result = newContactSchema.safeParse({ companyId: "7", name: "", email: "", phone: "" });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "crm:errors.contactNameRequired",
      NO_WAY_TO_REACH,
    ]);
  });

  it("still checks an e-mail that is given", () => {
    const result = newContactSchema.safeParse({ ...base, email: "huda@", phone: "+966 55 123 4567" });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["crm:errors.emailInvalid"]);
  });

  it("keeps one way when a reachable contact is edited", () => {
    const edit = { name: "Huda Saleh", position: "" };
    expect(reachableContactChangesSchema.safeParse({ ...edit, email: "", phone: "055" }).success).toBe(true);
    const none = reachableContactChangesSchema.safeParse({ ...edit, email: "", phone: "" });
    expect(none.error?.issues.map((i) => i.message)).toEqual([NO_WAY_TO_REACH]);
  });
});
