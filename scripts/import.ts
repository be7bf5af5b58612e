import { SingleBar } from "cli-progress";
import pino from "pino";
import { findImportBatch } from "~/db/queries/import-batches.server";
import { startImportBatch } from "~/modules/importer/queue.server";
import { importSettings } from "~/modules/importer/settings.server";
import { publishAllResult, publishImportBatch } from "~/modules/publishing/publish-import.server";
import { openCliContext } from "./cli-context";
import { collectImportFiles } from "./import-files";

// npm run import -- [--publish] <files or folders>: the admin importer's pipeline from the
// command line, against the configured database and media folder. With --publish, the new
// playbooks go public at once instead of waiting as drafts.
const args = process.argv.slice(2);
const publish = args.includes("--publish");
const paths = args.filter((arg) => arg !== "--publish");
if (paths.length === 0) {
  console.error("Usage: npm run import -- [--publish] <files or folders>");
  process.exit(2);
}

let files;
try {
  files = await collectImportFiles(paths);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
if (files.html.length === 0) {
  console.error("Please add HTML files to process");
  process.exit(2);
}

const { config, db, storage } = await openCliContext();
const started = performance.now();
const bar = new SingleBar({
  format: "Importing [{bar}] {value}/{total} {file}",
  hideCursor: true,
  noTTYOutput: true,
  notTTYSchedule: 5000,
});
try {
  bar.start(files.html.length, 0, { file: "" });
  const environment = { db, storage, logger: pino({ level: "silent" }), settings: importSettings(config) };
  const { batchId, done } = await startImportBatch(environment, "cli", files.html, files.images, (outcome) =>
    bar.increment({ file: outcome.fileName }),
  );
  await done;
  const batch = (await findImportBatch(db, batchId))!;
  bar.update(files.html.length, { file: "" });
  bar.stop();

  const failed = batch.files.filter((file) => file.status === "error");
  for (const file of failed) console.error(`  ✗ ${file.fileName}: ${file.error ?? "Unknown error"}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Imported ${batch.files.length - failed.length}, failed ${failed.length} in ${seconds} s`);
  if (failed.length < batch.files.length && publish) {
    const outcome = (await publishImportBatch(db, batchId))!;
    console.log(publishAllResult(outcome).message);
  } else if (failed.length < batch.files.length)
    console.log(
      "New playbooks are drafts: publish them in the admin's Playbook Manager (/admin/playbooks), or import with --publish.",
    );
  process.exitCode = failed.length > 0 ? 1 : 0;
} finally {
  bar.stop();
  await db.destroy();
}
