import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { loadConfig } from "~/config.server";
import { openSqlite } from "~/db/connection.server";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import { findImportBatch } from "~/db/queries/import-batches.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { DocumentConverter } from "~/modules/importer/formats/worker/conversion.server";
import { startImportBatch } from "~/modules/importer/queue.server";
import { importSettings } from "~/modules/importer/settings.server";
import { readImportedContent } from "~/modules/importer/working-form";
import { FileSystemStorage } from "~/modules/storage/storage.server";
import { exportFixtures } from "../tests/support/export-fixtures";
import { type LossKind, roundTripLosses } from "../tests/support/round-trip";

const COUNTED: LossKind[] = ["callouts", "checkboxes", "captions", "images", "text", "sections", "title", "tags"];

/**
 * Imports exports built by their programs' libraries (Word, Notion in HTML and in Markdown, a
 * converter's Markdown, Google Docs) and prints what each lost, kind by kind. True when nothing was.
 */
export async function benchRoundTrips(converter: DocumentConverter): Promise<boolean> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bench-round-trips-"));
  const db = openSqlite(path.join(scratch, "bench.db"));
  try {
    await migrateToLatest(db);
    const environment = {
      db,
      storage: new FileSystemStorage(path.join(scratch, "media")),
      logger: pino({ level: "silent" }),
      converter,
      settings: importSettings(loadConfig({ NODE_ENV: "production", DATA_DIR: scratch })),
    };
    const totals = new Map<LossKind, number>(COUNTED.map((kind) => [kind, 0]));
    const details: string[] = [];
    for (const fixture of await exportFixtures()) {
      const { batchId, done } = await startImportBatch(environment, "cli", [fixture], []);
      await done;
      const [file] = (await findImportBatch(db, batchId))!.files;
      if (file?.status !== "completed") {
        details.push(`  ${fixture.name}: not imported (${file?.error})`);
        totals.set("text", totals.get("text")! + 1);
        continue;
      }
      const { input } = (await findPlaybookSnapshotBySlug(db, file.playbookSlug!))!;
      const losses = roundTripLosses(fixture, {
        ...input,
        categoryCheck: readImportedContent(input.content).categoryCheck,
      });
      for (const loss of losses) {
        totals.set(loss.kind, totals.get(loss.kind)! + 1);
        details.push(`  ${fixture.name}: ${loss.kind} lost: ${loss.what}`);
      }
      await db.deleteFrom("playbooks").where("slug", "=", input.slug).execute();
    }
    const names = (await exportFixtures()).map((fixture) => fixture.name).join(", ");
    console.log(
      `Round trips (${names}): ${COUNTED.map((kind) => `${totals.get(kind)} ${kind}`).join(", ")} lost, target 0 each`,
    );
    if (details.length > 0) console.log(details.join("\n"));
    return [...totals.values()].every((count) => count === 0);
  } finally {
    await db.destroy();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
