import type { Kysely } from "kysely";
import type { Database } from "../schema";

export interface StoredSetting {
  key: string;
  value: string;
  updatedAt: string;
  updatedBy: string | null;
}

/** Every setting the owner stored (a handful of rows: read whole). */
export async function readStoredSettings(db: Kysely<Database>): Promise<StoredSetting[]> {
  const rows = await db.selectFrom("site_settings").selectAll().execute();
  return rows.map((row) => ({ key: row.key, value: row.value, updatedAt: row.updated_at, updatedBy: row.updated_by }));
}

/** A value to store, or `null` to forget the setting (it falls back to its default). */
export interface SettingChange {
  key: string;
  value: string | null;
}

/** Applies the changes together: another instance never reads half of a saved form. */
export async function writeStoredSettings(
  db: Kysely<Database>,
  changes: readonly SettingChange[],
  by: string | null,
  now = new Date(),
): Promise<void> {
  if (changes.length === 0) return;
  const updatedAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const removed = changes.filter((change) => change.value === null).map((change) => change.key);
    if (removed.length > 0) await trx.deleteFrom("site_settings").where("key", "in", removed).execute();
    for (const change of changes) {
      if (change.value === null) continue;
      const row = { value: change.value, updated_at: updatedAt, updated_by: by };
      await trx
        .insertInto("site_settings")
        .values({ key: change.key, ...row })
        .onConflict((oc) => oc.column("key").doUpdateSet(row))
        .execute();
    }
  });
}
