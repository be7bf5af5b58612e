import path from "node:path";
import { databaseLocation } from "~/db/connection.server";
import { backupDatabase, defaultBackupFile } from "~/modules/backup/backup.server";
import { loadConfigOrExit } from "~/config.server";

// npm run backup [-- <file>]: a consistent online backup of the configured database.
const config = loadConfigOrExit();
const location = databaseLocation(config);
const outFile = process.argv[2] ?? defaultBackupFile(location, path.join(config.DATA_DIR, "backups"));
const started = Date.now();
await backupDatabase(location, outFile);
console.log(`Backup written to ${outFile} in ${Date.now() - started} ms.`);
console.log(`Media files are content-addressed under ${path.join(config.DATA_DIR, "media")}; copy that folder too.`);
