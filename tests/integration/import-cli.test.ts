import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openSqlite, sqliteFilePath } from "~/db/connection.server";

function runImport(args: string[], dataDir: string) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/import.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO_CONTENT: "false", LOG_LEVEL: "silent" },
  });
}

describe("npm run import", () => {
  it("imports a folder into the configured database and prints a summary with each failure", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "import-cli-"));
    const result = runImport(["tests/fixtures/import"], dataDir);
    expect(result.stdout).toMatch(/Imported 6, failed 2 in \d+\.\d s/);
    expect(result.stdout).toContain("New playbooks are drafts: publish them in the admin's Playbook Manager");
    expect(result.stderr).toContain("✗ empty.html: The file is empty.");
    expect(result.stderr).toContain("✗ binary-renamed.html: The file is a PNG image, not an HTML page.");
    expect(result.status).toBe(1);

    const db = openSqlite(sqliteFilePath(dataDir));
    const rows = await db.selectFrom("playbooks").select(["slug", "status"]).orderBy("slug").execute();
    await db.destroy();
    const slugs = rows.map((row) => row.slug);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["draft"]));
    expect(slugs).toContain("pricing-your-ai-services-without-guesswork");
    expect(slugs).toHaveLength(6);
    expect(
      fs.readdirSync(path.join(dataDir, "media", "playbooks", "pricing-your-ai-services-without-guesswork")),
    ).not.toHaveLength(0);
  }, 60_000);

  it("publishes what it imported with --publish, so it is on the site at once", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "import-cli-"));
    const result = runImport(["--publish", "tests/fixtures/import"], dataDir);
    expect(result.stdout).toMatch(/Imported 6, failed 2/);
    expect(result.stdout).toContain("Published 6 playbooks of this import: on the site now.");

    const db = openSqlite(sqliteFilePath(dataDir));
    const rows = await db
      .selectFrom("playbooks as p")
      .leftJoin("playbook_search as s", "s.playbook_id", "p.id")
      .select(["p.status", "s.playbook_id as searchRow"])
      .execute();
    await db.destroy();
    expect(rows).toHaveLength(6);
    // Public and in the catalog's index: the catalog, its search and the sitemap list them.
    expect(rows.every((row) => row.status === "published" && row.searchRow !== null)).toBe(true);
  }, 60_000);

  it("explains how to call it and refuses a missing path", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "import-cli-"));
    expect(runImport([], dataDir)).toMatchObject({
      status: 2,
      stderr: expect.stringContaining("Usage: npm run import -- [--publish] <files or folders>"),
    });
    expect(runImport(["nowhere"], dataDir)).toMatchObject({
      status: 2,
      stderr: expect.stringContaining("No such file or folder: nowhere"),
    });
  }, 60_000);
});
