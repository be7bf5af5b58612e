import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findImportBatch } from "~/db/queries/import-batches.server";
import { action as uploadAction } from "~/routes/admin.import._index";
import { frontMatterProbe, zippedFrontMatterProbe } from "../support/hostile-documents";
import { adminSessionCookie } from "../support/admin-requests";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase();
const ORIGIN = "https://playbooks.test";
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
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "probe-"));
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
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "probe-"));
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
