import { SingleBar } from "cli-progress";
import pino from "pino";
import { findImportBatch } from "~/db/queries/import-batches.server";
import { conversionWorkers } from "~/modules/importer/formats/worker/conversion.server";
import { startImportBatch } from "~/modules/importer/queue.server";
import { importSettings } from "~/modules/importer/settings.server";
import { publishAllResult, publishImportBatch } from "~/modules/publishing/publish-import.server";
import { countOf } from "~/modules/text/words";
import { openCliContext } from "./cli-context";
import type { CollectedFiles } from "./import-files";
import { importReport } from "./import-report";

/**
 * `npm run import`'s work once its arguments are good (scripts/import.ts): imports the files
 * into the configured database and media folder, prints the report, and returns the exit code.
 */
export async function runImport(files: CollectedFiles, { publish }: { publish: boolean }): Promise<number> {
  const { config, db, storage } = await openCliContext();
  // The command's own conversion workers, stopped when it is done (an idle one would not hold the
  // process open, but its thread and memory are let go at once).
  const converter = conversionWorkers();
  const started = performance.now();
  const bar = new SingleBar({
    format: "Importing [{bar}] {value}/{total} {file}",
    hideCursor: true,
    noTTYOutput: true,
    notTTYSchedule: 5000,
  });
  try {
    bar.start(files.html.length, 0, { file: "" });
    const environment = { db, storage, converter, logger: pino({ level: "silent" }), settings: importSettings(config) };
    const { batchId, stored, done } = await startImportBatch(environment, "cli", files.html, files.images, {
      onFileDone: (outcome) => bar.increment({ file: outcome.fileName }),
    });
    // An archive counts once per document in it.
    const entries = (await findImportBatch(db, batchId))!.files.length;
    bar.setTotal(entries);
    await stored;
    bar.update(entries, { file: "" });
    bar.stop();
    const waiting = (await findImportBatch(db, batchId))!.files.reduce(
      (sum, file) => sum + file.totalImages - file.downloadedImages - file.failedImages,
      0,
    );
    if (waiting > 0) console.log(`Playbooks stored; downloading their ${countOf(waiting, "web image")}…`);
    const imported = (await done).filter((outcome) => outcome.status === "completed").length;
    const published = publish && imported > 0 ? await publishImportBatch(db, batchId) : undefined;

    const report = await importReport(db, batchId, config.SITE_URL);
    if (report.stored.length > 0) console.log(report.stored.join("\n"));
    if (report.failedFiles.length > 0) console.error(report.failedFiles.join("\n"));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const failed = report.failedFiles.length;
    console.log(`Imported ${report.files - failed}, failed ${failed} in ${seconds} s`);
    if (report.arrivedImages + report.failedImages > 0)
      console.log(
        `Web images: ${report.arrivedImages} stored, ${report.failedImages} failed` +
          (report.failedImages > 0
            ? ` (each named above with why; "Retry failed images" on the import results tries again)`
            : ""),
      );
    if (published) console.log(publishAllResult(published).message);
    else if (imported > 0)
      console.log(
        "New playbooks are drafts: publish them in the admin's Playbook Manager (/admin/playbooks), or import with --publish.",
      );
    return failed > 0 ? 1 : 0;
  } finally {
    bar.stop();
    await converter.close();
    await db.destroy();
  }
}
