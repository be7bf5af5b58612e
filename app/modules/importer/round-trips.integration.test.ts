import { describe, expect, it } from "vitest";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import { findImportBatch } from "~/db/queries/import-batches.server";
import { exportFixtures } from "../../../tests/support/export-fixtures";
import { roundTripLosses } from "../../../tests/support/round-trip";
import { withTestDatabase } from "../../../tests/support/test-database";
import { startImportBatch } from "./queue.server";
import { readImportedContent } from "./working-form";

/**
 * Exports built by the libraries their programs use (docx for Word, zipped Notion exports in
 * HTML and Markdown, a converter's Markdown, a Google Docs zip) go through the whole import and
 * come back with their text, headings, images, captions, callouts, checklists and tags.
 */
const t = withTestDatabase();
const MB = 1024 * 1024;

describe("round trips", () => {
  it("lose nothing of a Word file, a Notion export (HTML and Markdown), a converter's Markdown or a Google Doc", async () => {
    const fixtures = await exportFixtures();
    for (const fixture of fixtures) {
      const { batchId, done } = await startImportBatch(
        {
          db: t.db,
          storage: t.context.storage,
          logger: t.context.logger,
          settings: {
            maxFileBytes: 2 * MB,
            maxBatchBytes: 20 * MB,
            download: { timeoutMs: 1000, maxBytes: MB, allowPrivateAddresses: false },
          },
        },
        "admin",
        [{ name: fixture.name, bytes: fixture.bytes }],
        [],
      );
      await done;
      const [file] = (await findImportBatch(t.db, batchId))!.files;
      expect(file, fixture.name).toMatchObject({ status: "completed", failedImages: 0 });
      const { input } = (await findPlaybookSnapshotBySlug(t.db, file!.playbookSlug!))!;
      const stored = { ...input, categoryCheck: readImportedContent(input.content).categoryCheck };
      expect(roundTripLosses(fixture, stored), fixture.name).toEqual([]);
      await t.db.deleteFrom("playbooks").where("slug", "=", input.slug).execute();
    }
  }, 60_000);

  it("turns every kind of dash into a hyphen in part addresses, and offers the export's tags as categories", async () => {
    const [, notion] = await exportFixtures();
    const { batchId, done } = await startImportBatch(
      {
        db: t.db,
        storage: t.context.storage,
        logger: t.context.logger,
        settings: {
          maxFileBytes: 2 * MB,
          maxBatchBytes: 20 * MB,
          download: { timeoutMs: 1000, maxBytes: MB, allowPrivateAddresses: false },
        },
      },
      "admin",
      [{ name: notion!.name, bytes: notion!.bytes }],
      [],
    );
    await done;
    const [file] = (await findImportBatch(t.db, batchId))!.files;
    const { input } = (await findPlaybookSnapshotBySlug(t.db, file!.playbookSlug!))!;
    expect(input.parts.map((part) => part.slug)).toEqual([
      "day-1-choose-the-workflow",
      "day-2-3-write-the-prompt",
      "days-4-8-run-the-pilot",
      "day-9-10-price-it",
    ]);
    expect(readImportedContent(input.content).categoryCheck).toContain(
      `The export was tagged "AI Business" (the site's AI Business), "Consulting": set the categories that fit.`,
    );
    // Notion's "Untitled" is no description: the image is stored without alt text, to be described.
    expect(input.parts.map((part) => part.html).join("")).toMatch(/<img [^>]*alt=""/);
  });
});
