import { Migrator, type Kysely, type MigrationResultSet } from "kysely";
import { migrations } from "./migrations";

/** Brings the schema up to date; throws with the failing migration's name if one fails. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Features add migrations on separate branches; a database that ran a later one first still takes the rest.
    allowUnorderedMigrations: true,
  });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${detail}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}
