import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { AppContext } from "~/context";
import { readOrCreateSetting } from "~/db/queries/settings.server";
import type { Database } from "~/db/schema";

const SETTING_KEY = "server_secret";
const secrets = new WeakMap<Kysely<Database>, Promise<string>>();

/**
 * The key for signed cookies and e-mailed links: SESSION_SECRET, or else a random one that the
 * first instance to need it stores in the database (so every instance and restart agrees). Read
 * once per database handle.
 */
export function serverSecret(context: Pick<AppContext, "db" | "config">): Promise<string> {
  if (context.config.SESSION_SECRET) return Promise.resolve(context.config.SESSION_SECRET);
  let secret = secrets.get(context.db);
  if (!secret) {
    secret = readOrCreateSetting(context.db, SETTING_KEY, () => randomBytes(32).toString("base64url"));
    // A failed read (database down) is tried again on the next request rather than remembered.
    secret.catch(() => secrets.delete(context.db));
    secrets.set(context.db, secret);
  }
  return secret;
}

/**
 * A keyed digest of `value` for one purpose (e.g. the landing access code, a lead's
 * confirmation link): without the server secret it can be neither made nor reversed.
 */
export async function secretDigest(context: Pick<AppContext, "db" | "config">, purpose: string, value: string) {
  return createHmac("sha256", await serverSecret(context))
    .update(`${purpose}\0${value}`)
    .digest("base64url");
}
