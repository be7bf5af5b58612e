import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { closeStalledImportBatch, findImportBatch } from "~/db/queries/import-batches.server";
import { listRevisions } from "~/db/queries/revisions.server";
import { readPlaybookSnapshot } from "~/db/queries/playbook-snapshots.server";
import { findPlaybookIdBySlug } from "~/db/queries/playbooks.server";
import { withTestDatabase } from "../../../tests/support/test-database";
import { type IncomingFile, startImportBatch } from "./queue.server";
import type { ImportEnvironment } from "./run-batch.server";

const FIXTURES = path.resolve("tests/fixtures/import");
const fixture = (name: string): IncomingFile => ({
  name: path.basename(name),
  bytes: fs.readFileSync(path.join(FIXTURES, name)),
});

const t = withTestDatabase();

function environment(): ImportEnvironment {
  return {
    db: t.db,
    storage: t.context.storage,
    logger: t.context.logger,
    settings: {
      maxFileBytes: 10 * 1024 * 1024,
      maxBatchBytes: 100 * 1024 * 1024,
      download: { timeoutMs: 2000, maxBytes: 1024 * 1024, allowPrivateAddresses: false },
    },
  };
}

describe("import batches", () => {
  it("imports the good files, reports each bad one, and records progress per file", async () => {
    const { batchId, done } = await startImportBatch(
      environment(),
      "admin",
      [
        fixture("google-docs-export.html"),
        fixture("empty.html"),
        fixture("binary-renamed.html"),
        { name: "notes.txt", bytes: Buffer.from("plain text") },
        fixture("no-headings.html"),
      ],
      [fixture("images/image1.png")],
    );
    const outcomes = await done;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["completed", "error", "error", "completed"]);

    const batch = await findImportBatch(t.db, batchId);
    expect(batch?.status).toBe("completed");
    expect(batch?.files.map((file) => [file.fileName, file.status, file.error])).toEqual([
      ["google-docs-export.html", "completed", null],
      ["empty.html", "error", "The file is empty."],
      ["binary-renamed.html", "error", "The file is a PNG image, not an HTML page."],
      ["notes.txt", "error", "Only .html, .htm, .md, .markdown, .docx and .zip files can be imported."],
      ["no-headings.html", "completed", null],
    ]);
    expect(batch?.files[0]).toMatchObject({
      playbookSlug: "pricing-your-ai-services-without-guesswork",
      totalImages: 1,
      downloadedImages: 1,
      failedImages: 0,
    });

    const id = await findPlaybookIdBySlug(t.db, "pricing-your-ai-services-without-guesswork");
    const snapshot = await readPlaybookSnapshot(t.db, id!);
    expect(snapshot?.input.parts).toHaveLength(5);
    const withImage = snapshot!.input.parts.find((part) => part.html?.includes("<img"))!;
    expect(withImage.html).toMatch(
      /<img src="\/media\/playbooks\/pricing-your-ai-services-without-guesswork\/image1-[0-9a-f]{10}-1248\.webp"/,
    );
    expect(withImage.html).toContain('width="1248" height="702"');
    expect(snapshot?.input.content).toMatchObject({
      images: [{ name: "image1.png" }],
      imageAssociations: [{ originalSrc: "images/image1.png", matchedFile: "image1.png", confidence: 1 }],
      optimizedImages: [{ originalFile: "image1.png", format: "webp", dimensions: { width: 1248, height: 702 } }],
    });
  });

  it("counts images that cannot be fetched as failed without failing the page", async () => {
    const { batchId, done } = await startImportBatch(environment(), "cli", [fixture("saved-news-page.html")], []);
    await done;
    const [file] = (await findImportBatch(t.db, batchId))!.files;
    expect(file).toMatchObject({ status: "completed", totalImages: 1, downloadedImages: 0, failedImages: 1 });
  });

  it("updates a re-imported playbook and keeps the previous version as a revision", async () => {
    for (let run = 0; run < 2; run += 1)
      await (
        await startImportBatch(environment(), "admin", [fixture("notion-export.html")], [])
      ).done;
    const id = await findPlaybookIdBySlug(t.db, "building-a-content-engine-with-ai");
    expect(await listRevisions(t.db, id!)).toHaveLength(1);
  });

  it("closes a batch the server stopped working on, saying so on its unfinished files", async () => {
    const { batchId, done } = await startImportBatch(environment(), "admin", [fixture("no-headings.html")], []);
    await done;
    expect(await closeStalledImportBatch(t.db, batchId, new Date(Date.now() + 60_000), "Interrupted")).toBe(false);
    const stalledRun = await startImportBatch(
      environment(),
      "admin",
      [{ name: "bad.txt", bytes: Buffer.from("x") }],
      [],
    );
    await stalledRun.done;
    const stalled = stalledRun.batchId;
    await t.db.updateTable("import_batches").set({ status: "processing" }).where("id", "=", stalled).execute();
    await t.db
      .updateTable("import_files")
      .set({ status: "processing", error: null })
      .where("batch_id", "=", stalled)
      .execute();
    expect(await closeStalledImportBatch(t.db, stalled, new Date(Date.now() + 60_000), "Interrupted")).toBe(true);
    expect((await findImportBatch(t.db, stalled))?.files.map((file) => file.error)).toEqual(["Interrupted"]);
  });
});
