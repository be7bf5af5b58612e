import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { findImportBatch } from "~/db/queries/import-batches.server";
import { startImportBatch } from "~/modules/importer/queue.server";
import type { ImportEnvironment } from "~/modules/importer/run-batch.server";
import { action as uploadAction } from "~/routes/admin.import._index";
import {
  buildHeavyDocx,
  buildMegabyteBomb,
  frontMatterProbe,
  zippedFrontMatterProbe,
} from "../support/hostile-documents";
import { buildMarkdown } from "../support/import-documents";
import { adminSessionCookie } from "../support/admin-requests";
import { withTestDatabase } from "../support/test-database";
import { temporaryFolder } from "../support/temporary-folder";

const t = withTestDatabase();
const ORIGIN = "https://playbooks.test";
const MB = 1024 * 1024;
const REFUSED = /is not valid front matter\.$/;

const markerIn = (dir: string) => path.join(dir, "marker");

async function dropZoneUpload(files: { name: string; bytes: Uint8Array }[]): Promise<string> {
  const cookie = await adminSessionCookie(t.context);
  const form = new FormData();
  for (const file of files) form.append("htmlFiles", new File([Buffer.from(file.bytes)], file.name));
  const request = new Request(`${ORIGIN}/admin/import?index`, {
    method: "POST",
    body: form,
    headers: { Origin: ORIGIN, Cookie: cookie },
  });
  const response = (await uploadAction({ request, params: {}, context: t.context } as never)) as Response;
  expect(response.status).toBe(302);
  return new URL(response.headers.get("Location")!, ORIGIN).searchParams.get("batch")!;
}

async function finishedFiles(batchId: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const batch = await findImportBatch(t.db, batchId);
    if (batch?.status === "completed") return batch.files;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the batch did not finish");
}

describe("a JavaScript front matter runs nothing, whichever way it comes in", () => {
  it("through the admin drop zone, on its own and inside a zip: refused with a message, no marker written", async () => {
    const dir = temporaryFolder("probe");
    const batchId = await dropZoneUpload([
      { name: "probe.md", bytes: frontMatterProbe(markerIn(dir)) },
      { name: "export.zip", bytes: zippedFrontMatterProbe(markerIn(dir)) },
    ]);
    const files = await finishedFiles(batchId);
    expect(files.map((file) => [file.fileName, file.status])).toEqual([
      ["probe.md", "error"],
      ["export.zip › notes/probe.md", "error"],
    ]);
    for (const file of files) expect(file.error).toMatch(REFUSED);
    expect(fs.existsSync(markerIn(dir))).toBe(false);
  });

  it("through npm run import: the file fails with the message and no marker is written", () => {
    const dir = temporaryFolder("probe");
    fs.writeFileSync(path.join(dir, "probe.md"), frontMatterProbe(markerIn(dir), "javascript"));
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/import.ts", path.join(dir, "probe.md")], {
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "", SEED_DEMO_CONTENT: "false", LOG_LEVEL: "silent" },
    });
    expect(result.stderr).toMatch(/✗ probe\.md: The front matter opens with "---javascript".*not valid front matter\./);
    expect(result.status).toBe(1);
    expect(fs.existsSync(markerIn(dir))).toBe(false);
  }, 60_000);
});

function environment(maxBatchBytes = 20 * MB): ImportEnvironment {
  return {
    db: t.db,
    storage: t.context.storage,
    logger: t.context.logger,
    settings: {
      maxFileBytes: 10 * MB,
      maxBatchBytes,
      download: { timeoutMs: 1500, maxBytes: MB, allowPrivateAddresses: true },
    },
  };
}

async function importBatch(files: { name: string; bytes: Uint8Array }[], maxBatchBytes?: number) {
  const { batchId, done } = await startImportBatch(environment(maxBatchBytes), "admin", files, []);
  await done;
  const batch = (await findImportBatch(t.db, batchId))!;
  return batch.files.map((file) => [file.fileName, file.status, file.error]);
}

/** A zip holding a good guide and `fillerBytes` of incompressible data, stored as is. */
function guideWithFiller(fillerBytes: number): Uint8Array {
  return zipSync({ "guide.md": buildMarkdown(), "images/filler.png": randomBytes(fillerBytes) }, { level: 0 });
}

describe("one batch, one budget", () => {
  it(
    "refuses each of 20 small bombs of 1 MB entries by its ratio, and imports the guide beside them",
    { timeout: 60_000 },
    async () => {
      const bomb = buildMegabyteBomb();
      const bombs = Array.from({ length: 20 }, (_, index) => ({ name: `bomb-${index}.zip`, bytes: bomb }));
      const files = await importBatch([...bombs, { name: "good.md", bytes: buildMarkdown() }]);
      expect(files.slice(0, 20)).toEqual(
        bombs.map((bomb) => [
          bomb.name,
          "error",
          '"page-0.html" in the archive expands more than 100 times; it looks like a zip bomb and was not unpacked.',
        ]),
      );
      expect(files[20]).toEqual(["good.md", "completed", null]);
    },
  );

  it("counts what every archive of the batch unpacks to against one limit", async () => {
    const files = await importBatch(
      [
        { name: "first.zip", bytes: guideWithFiller(6 * MB) },
        { name: "second.zip", bytes: guideWithFiller(6 * MB) },
      ],
      10 * MB,
    );
    expect(files).toEqual([
      ["first.zip › guide.md", "completed", null],
      [
        "second.zip",
        "error",
        "The archives of this import unpack to more than 10 MB in all, over the limit for one import. Import this archive on its own.",
      ],
    ]);
  });

  it("refuses a Word document whose text is too much XML and imports the others in its batch", async () => {
    const files = await importBatch([
      { name: "heavy.docx", bytes: buildHeavyDocx(25 * MB) },
      { name: "good.md", bytes: buildMarkdown() },
    ]);
    expect(files).toEqual([
      [
        "heavy.docx",
        "error",
        expect.stringMatching(/^The Word document's text is 25\.0 MB of XML, over the 20 MB limit for one document\./),
      ],
      ["good.md", "completed", null],
    ]);
  }, 60_000);
});

describe("conversion away from the event loop", () => {
  it("leaves the server's event loop free while a long Word document converts", async () => {
    const slow = { name: "slow.docx", bytes: buildHeavyDocx(2 * MB) };
    let longest = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last - 10);
      last = now;
    }, 10);
    const files = await importBatch([slow, { name: "good.md", bytes: buildMarkdown() }]);
    clearInterval(timer);
    // Imported, or stopped at the time limit on a busy machine: either way with a status and in its worker.
    expect(files[0]![1]).toMatch(/^(completed|error)$/);
    expect(files[1]).toEqual(["good.md", "completed", null]);
    expect(longest).toBeLessThan(500);
  }, 120_000);
});
