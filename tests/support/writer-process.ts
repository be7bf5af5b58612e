import os from "node:os";
import path from "node:path";
import pino from "pino";
import { loadConfig } from "~/config.server";
import type { AppContext } from "~/context";
import { openPostgres, openSqlite } from "~/db/connection.server";
import { analyticsCollector } from "~/modules/analytics/analytics.server";
import { createJobRunner } from "~/modules/jobs/runner.server";
import { startImportBatch } from "~/modules/importer/queue.server";
import { importSettings } from "~/modules/importer/settings.server";
import { FileSystemStorage } from "~/modules/storage/storage.server";
import { collectImportFiles } from "../../scripts/import-files";
import { countingJob, saveRepeatedly } from "./concurrent-writes";

/**
 * A second server process for tests/integration/concurrent-writers.test.ts, on the same
 * database (WRITER_SQLITE_FILE or WRITER_DATABASE_URL): it imports WRITER_IMPORT_DIR, runs the
 * counting job's runner, and saves the playbooks WRITER_SLUGS names WRITER_SAVES times each,
 * all at once, then prints what happened as one line of JSON.
 */
const env = process.env;
const db = env.WRITER_DATABASE_URL ? openPostgres(env.WRITER_DATABASE_URL) : openSqlite(env.WRITER_SQLITE_FILE!);
const logger = pino({ level: "silent" });
const config = loadConfig({ NODE_ENV: "test", SITE_URL: "https://playbooks.test", DATA_DIR: os.tmpdir() });
const storage = new FileSystemStorage(env.WRITER_MEDIA_DIR ?? path.join(os.tmpdir(), "writer-media"));
const context: AppContext = {
  db,
  config,
  storage,
  logger,
  analytics: analyticsCollector(db, config, logger),
  contentVersion: { current: () => undefined },
};

const runner = createJobRunner({
  services: context,
  definitions: [countingJob],
  options: { pollIntervalMs: 10, concurrency: 2 },
});
runner.start();
// The test starts its own writes once this process is ready to write too.
process.stdout.write("ready\n");
const files = await collectImportFiles([env.WRITER_IMPORT_DIR!]);
const environment = { db, storage, logger, settings: importSettings(config) };
const [report, imported] = await Promise.all([
  saveRepeatedly(context, {
    cookie: env.WRITER_COOKIE!,
    slugs: env.WRITER_SLUGS!.split(","),
    saves: Number(env.WRITER_SAVES),
    tag: "child",
  }),
  startImportBatch(environment, "cli", files.html, files.images).then(async (batch) => {
    await batch.done;
    return batch.batchId;
  }),
]);
await runner.stop();
await context.analytics.stop();
await db.destroy();
process.stdout.write(`${JSON.stringify({ ...report, importBatch: imported })}\n`);
