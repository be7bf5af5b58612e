import { randomBytes } from "node:crypto";

const TOKEN_BYTES = 16;

/**
 * 128 random bits as 22 URL-safe characters: the id in a private link (a stored tool result, a
 * lead's resources pack). Guessing one is hopeless, so the link itself is the permission.
 */
export function unguessableToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** The shape of a token, checked before any lookup so odd input never reaches a query. */
export function isUnguessableToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(value);
}
