import { readFileSync } from "node:fs";
import path from "node:path";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "#core/domain/auth";

/** A refusal: a translation key (namespace staff) and its values. */
export interface PasswordProblem {
  key: string;
  values: Record<string, string | number>;
}

let common: Set<string> | undefined;

/** The list shipped in the repository (server/auth/common-passwords.txt), read once. */
export function commonPasswords(): Set<string> {
  if (common) return common;
  // From the project root (the working directory), as the migrations: the built server is one bundled file.
  const text = readFileSync(path.resolve(process.cwd(), "server/auth/common-passwords.txt"), "utf8");
  common = new Set(
    text
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith("#")),
  );
  return common;
}

const SEQUENCES = [
  "01234567890123456789012345678901234567890",
  "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz",
  "qwertyuiopasdfghjklzxcvbnmqwertyuiopasdfghjklzxcvbnm",
  "qwertzuiopasdfghjklyxcvbnmqwertzuiopasdfghjklyxcvbnm",
];

function isSequence(value: string): boolean {
  const reversed = [...value].reverse().join("");
  return SEQUENCES.some((sequence) => sequence.includes(value) || sequence.includes(reversed));
}

/** True for a password that is on the list, or close to an entry, or trivially guessable. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  const lettersAndDigits = lower.replace(/[^\p{L}\p{N}]/gu, "");
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  const letters = lower.replace(/[^\p{L}]/gu, "");
  const candidates = [lower, lettersAndDigits, core, core.replace(/[^\p{L}\p{N}]/gu, "")];
  if (candidates.some((candidate) => candidate && list.has(candidate))) return true;
  // A list word repeated ("passwordpassword1") or only a list word with digits and symbols around it.
  if (letters.length >= 3 && list.has(letters) && letters.length * 2 > lettersAndDigits.length) return true;
  if (new Set(lower).size < 5) return true;
  if (isSequence(lettersAndDigits)) return true;
  return false;
}

/** Checks a new password for an account; undefined when it is acceptable. */
export function passwordProblem(password: string, username: string): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) {
    return { key: "staff:accounts.passwordTooShort", values: { min: MIN_PASSWORD_LENGTH } };
  }
  if (length > MAX_PASSWORD_LENGTH) {
    return { key: "staff:accounts.passwordTooLong", values: { max: MAX_PASSWORD_LENGTH } };
  }
  const name = username.trim().toLowerCase();
  if (name.length >= 3 && password.toLowerCase().includes(name)) {
    return { key: "staff:accounts.passwordContainsUsername", values: {} };
  }
  if (isCommonPassword(password)) return { key: "staff:accounts.passwordCommon", values: {} };
  return undefined;
}
