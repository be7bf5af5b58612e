import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findImportBatch } from "~/db/queries/import-batches.server";
import { buildHeavyDocx } from "../../../../../tests/support/hostile-documents";
import { buildDocx } from "../../../../../tests/support/import-documents";
import { withTestDatabase } from "../../../../../tests/support/test-database";
import { startImportBatch } from "../../queue.server";
import { conversionWorkers } from "./conversion.server";

const MB = 1024 * 1024;
const t = withTestDatabase();
// A lower memory limit than the server's, so a document of 15 MB of XML passes it without taking minutes
// (and a longer time limit, so that even on a busy machine it is the memory limit that stops it).
const converter = conversionWorkers({ size: 1, timeLimitMs: 150_000, memoryLimitMb: 128 });
afterAll(() => converter.close());

describe("a batch with documents past the conversion limits", () => {
  it("gives each of them its own message and imports the other files", { timeout: 300_000 }, async () => {
    const { batchId, done } = await startImportBatch(
      {
        db: t.db,
        storage: t.context.storage,
        logger: t.context.logger,
        converter,
        settings: {
          maxFileBytes: 10 * MB,
          maxBatchBytes: 100 * MB,
          download: { timeoutMs: 2000, maxBytes: MB, allowPrivateAddresses: false },
        },
      },
      "admin",
      [
        { name: "heavy.docx", bytes: Buffer.from(buildHeavyDocx(15 * MB)) },
        { name: "service.docx", bytes: await buildDocx() },
        { name: "book.docx", bytes: Buffer.from(buildHeavyDocx(30 * MB)) },
        {
          name: "google-docs-export.html",
          bytes: fs.readFileSync(path.resolve("tests/fixtures/import/google-docs-export.html")),
        },
      ],
      [],
    );
    await done;
    const batch = await findImportBatch(t.db, batchId);
    expect(batch?.status).toBe("completed");
    expect(batch?.files.map((file) => [file.fileName, file.status, file.error])).toEqual([
      [
        "heavy.docx",
        "error",
        "Converting the file needed more than 128 MB of memory, the limit for one file, so it was stopped. Split it into smaller documents and import them together.",
      ],
      ["service.docx", "completed", null],
      [
        "book.docx",
        "error",
        "The Word document's text is 30.0 MB of XML, over the 20 MB limit for one document. Split it into smaller documents and import them together.",
      ],
      ["google-docs-export.html", "completed", null],
    ]);
  });
});
