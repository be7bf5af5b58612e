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
