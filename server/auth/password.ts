import { type Algorithm, hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first recommended setting:
 * 19 MiB of memory, 2 iterations, 1 degree of parallelism.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with the same parameters, so that a login for an unknown or disabled
 * account costs exactly as much as one with a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash(crypto.randomUUID(), ARGON2_OPTIONS);
  return dummyHash;
}

const CURRENT_PARAMS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/** A hash made with other parameters is replaced at the next successful login. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_PARAMS);
}
