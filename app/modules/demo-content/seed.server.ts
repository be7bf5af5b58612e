import path from "node:path";
import type { Kysely } from "kysely";
import { readSetting, writeSetting } from "~/db/queries/settings.server";
import type { Database } from "~/db/schema";
import { withStartupLock } from "~/db/startup-lock.server";
import type { MediaStorage } from "~/modules/storage/storage.server";
import { loadDemoContent, type DemoContentResult } from "./load.server";

const SEEDED_KEY = "demo_content_loaded_at";

/** When the demo library was loaded into this database; undefined when it never was. */
export function demoContentLoadedAt(db: Kysely<Database>): Promise<string | undefined> {
  return readSetting(db, SEEDED_KEY);
}

export function defaultContentDir(): string {
  return path.resolve(process.cwd(), "content");
}

/**
 * Loads the demo library the first time a database starts. Later starts leave the content
 * alone, so an owner who edits or deletes demo playbooks does not see them come back. Instances
 * starting together on an empty database take turns: the first loads, the others find it done.
 */
export async function seedDemoContentOnFirstStart(
  db: Kysely<Database>,
  storage: MediaStorage,
  contentDir = defaultContentDir(),
): Promise<DemoContentResult | undefined> {
  return withStartupLock(db, async () => {
    if (await readSetting(db, SEEDED_KEY)) return undefined;
    const result = await loadDemoContent({ db, storage, contentDir });
    await writeSetting(db, SEEDED_KEY, new Date().toISOString());
    return result;
  });
}
