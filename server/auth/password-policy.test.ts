import { describe, expect, it } from "vitest";
import { commonPasswords, isCommonPassword, passwordProblem } from "./password-policy";

describe("new staff passwords", () => {
  it("ship a list of a few hundred common passwords", () => {
    expect(commonPasswords().size).toBeGreaterThan(300);
    expect(commonPasswords().has("password")).toBe(true);
  });

  it.each([
    "password1234",
    "Password2024!",
    "qwertyuiop123",
    "123456789012",
    "iloveyou1234",
    "Sunshine-2025",
    "passwordpassword",
    "aaaaaaaaaaaa",
    "abababababab",
    "abcdefghijkl",
    "P@ssw0rd12345",
    "Potentia2025!",
  ])("refuse %s as common", (password) => {
    expect(isCommonPassword(password)).toBe(true);
    expect(passwordProblem(password, "ana")?.key).toBe("staff:accounts.passwordCommon");
  });

  it.each([
    "Quiet-Lantern-Orchard-2025",
    "correct battery horse staple",
    "tH9#kq2!Lm0z",
    "لؤلؤة-النخيل-2025",
  ])("accept %s", (password) => {
    expect(passwordProblem(password, "ana")).toBeUndefined();
  });

  it("refuse fewer than 12 characters, and say so", () => {
    expect(passwordProblem("Xy7#kq2!Lm0", "ana")).toEqual({
      key: "staff:accounts.passwordTooShort",
      values: { min: 12 },
    });
  });

  it("refuse a password containing the username", () => {
    expect(passwordProblem("marko-Lantern-Orchard", "marko")?.key).toBe(
      "staff:accounts.passwordContainsUsername",
    );
  });
});
