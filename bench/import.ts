import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { loadConfig } from "~/config.server";
import { openSqlite } from "~/db/connection.server";
import { findImportBatch } from "~/db/queries/import-batches.server";
import { migrateToLatest } from "~/db/migrate.server";
import { conversionWorkers } from "~/modules/importer/formats/worker/conversion.server";
import { startImportBatch } from "~/modules/importer/queue.server";
import { importSettings } from "~/modules/importer/settings.server";
import { FileSystemStorage } from "~/modules/storage/storage.server";
import { benchCorpus } from "./import-corpus";
import { describeMachine } from "./support/machine";
import { benchImages, benchPage } from "./import-pages";
import { benchRoundTrips } from "./import-round-trips";

// npm run bench:import [-- <folder of NAME.html + NAME.expected.json>]: first real web pages
// (../shared/corpus/web-pages by default) with their image hosts unreachable, then round trips
// of Word, Notion, Markdown and Google Docs exports, then 100
// generated pages of about 50 KB with images, imported into a scratch SQLite database through
// the same pipeline as the admin screens. Target for the second: all 100 in under 5 s.
const PAGES = 100;
const DISTINCT_IMAGES = 12;
const TARGET_SECONDS = 5;

// The shared folder sits beside the project's root (../shared), or beside the worktrees' folder.
const corpus =
  process.argv[2] ??
  ["../shared/corpus/web-pages", "../../shared/corpus/web-pages"].find((folder) => fs.existsSync(folder)) ??
  "../shared/corpus/web-pages";
// One set of conversion workers for the whole run, shared by its three parts and stopped at its end.
const converter = conversionWorkers();
// Timings move with whatever else the machine runs: say what it was.
console.log(describeMachine());
const corpusMet = await benchCorpus(path.resolve(corpus), converter);
console.log("");
const roundTripsMet = await benchRoundTrips(converter);
console.log("");

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
const db = openSqlite(path.join(scratch, "bench.db"));
try {
  await migrateToLatest(db);
  const pages = Array.from({ length: PAGES }, (_, index) => benchPage(index, DISTINCT_IMAGES));
  const images = await benchImages(DISTINCT_IMAGES);
  const averageKb = pages.reduce((sum, page) => sum + page.bytes.byteLength, 0) / PAGES / 1024;
  const environment = {
    db,
    storage: new FileSystemStorage(path.join(scratch, "media")),
    logger: pino({ level: "silent" }),
    settings: importSettings(loadConfig({ NODE_ENV: "production", DATA_DIR: scratch })),
    converter,
  };

  const started = performance.now();
  const { batchId, done } = await startImportBatch(environment, "cli", pages, images);
  await done;
  const seconds = (performance.now() - started) / 1000;

  const batch = (await findImportBatch(db, batchId))!;
  const failed = batch.files.filter((file) => file.status !== "completed");
  const imagesStored = batch.files.reduce((sum, file) => sum + file.downloadedImages, 0);
  console.log(
    `${PAGES} pages (${averageKb.toFixed(0)} KB each, ${imagesStored} images) in ${seconds.toFixed(2)} s: ` +
      `${(PAGES / seconds).toFixed(1)} files per second` +
      (failed.length > 0 ? `, ${failed.length} failed (${failed[0]!.error})` : ""),
  );
  console.log(
    seconds < TARGET_SECONDS ? `OK: under the ${TARGET_SECONDS} s target` : `SLOW: over the ${TARGET_SECONDS} s target`,
  );
  process.exitCode = corpusMet && roundTripsMet && failed.length === 0 && seconds < TARGET_SECONDS ? 0 : 1;
} finally {
  await converter.close();
  await db.destroy();
  fs.rmSync(scratch, { recursive: true, force: true });
}
