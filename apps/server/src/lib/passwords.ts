import { type Algorithm, hash, verify } from '@node-rs/argon2';

// The library's Algorithm.Argon2id; a const enum cannot be imported under verbatimModuleSyntax.
const ARGON2ID = 2 as Algorithm;

// OWASP's argon2id baseline (19 MiB, 2 passes), a little above the library's defaults.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to compare against when the email is unknown, so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
}
