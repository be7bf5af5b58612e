import fs from "node:fs";
import type { Kysely } from "kysely";
import { loadConfigOrExit, type Config } from "~/config.server";
import { openDatabase } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { Database } from "~/db/schema";
import { createMediaStorage } from "~/modules/storage/create-storage.server";
import type { MediaStorage } from "~/modules/storage/storage.server";

export interface CliContext {
  config: Config;
  db: Kysely<Database>;
  storage: MediaStorage;
}

/**
 * What every command-line script needs: the same configuration, database (migrated) and media
 * storage as the server. Exits with the configuration message when the environment is invalid.
 */
export async function openCliContext(): Promise<CliContext> {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfigOrExit();
  const db = openDatabase(config);
  await migrateToLatest(db);
  return { config, db, storage: createMediaStorage(config) };
}
