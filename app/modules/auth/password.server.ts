import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** scrypt's cost parameters, recorded in each hash (verifying reads them from there). */
export type PasswordCost = Required<Pick<ScryptOptions, "N" | "r" | "p">>;

/** OWASP's scrypt baseline (N=2^17 is stronger but takes ~0.5 s per sign-in on a small server). */
const COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is exactly that, so leave headroom.
const MAX_MEMORY = 64 * 1024 * 1024;

function deriveKey(password: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * "scrypt$N$r$p$salt$hash": the parameters travel with the hash, so they can be raised later.
 * Only tests pass a `cost`: accounts they make to test the sign-in rules verify in a millisecond.
 */
export async function hashPassword(password: string, cost: PasswordCost = COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await deriveKey(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Checked against when the e-mail matches no account, so a wrong e-mail takes as long as a
 * wrong password and the timing does not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString("base64"));
  return decoyHash;
}

/** 24 random characters (144 bits) for the generated first password. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

export const MIN_PASSWORD_LENGTH = 12;
