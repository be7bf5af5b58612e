import { databaseLocation } from "~/db/connection.server";
import { restoreDatabase } from "~/modules/backup/backup.server";
import { loadConfigOrExit } from "~/config.server";

// npm run restore -- <file>: replaces the configured database with a backup. Stop the servers first.
const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore -- <backup file>");
  process.exit(1);
}
const location = databaseLocation(loadConfigOrExit());
await restoreDatabase(location, file);
console.log(`Restored ${location.engine === "sqlite" ? location.file : "the PostgreSQL database"} from ${file}.`);
