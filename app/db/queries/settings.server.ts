import type { Kysely } from "kysely";
import type { Database } from "../schema";

export async function readSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("app_settings").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

export async function writeSetting(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto("app_settings")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

/**
 * The setting's value, stored first as `create()` made it when there is none. Instances
 * starting together all end up with the one value that was stored first.
 */
export async function readOrCreateSetting(db: Kysely<Database>, key: string, create: () => string): Promise<string> {
  const existing = await readSetting(db, key);
  if (existing !== undefined) return existing;
  await db
    .insertInto("app_settings")
    .values({ key, value: create() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const stored = await readSetting(db, key);
  if (stored === undefined) throw new Error(`setting ${key} could not be stored`);
  return stored;
}
