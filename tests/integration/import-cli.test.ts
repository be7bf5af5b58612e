import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openSqlite, sqliteFilePath } from "~/db/connection.server";
import { temporaryFolder } from "../support/temporary-folder";

function runImport(args: string[], dataDir: string) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/import.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO_CONTENT: "false", LOG_LEVEL: "silent" },
  });
}

/**
 * The command run without blocking this process, so the dead image host below keeps its sockets.
 * `secondsAfterReport`: from its last line of output to its exit, what a process held open
 * after its work would show whatever the machine's load.
 */
function runImportAsync(args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string; secondsAfterReport: number }>(
    (resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/import.ts", ...args], {
        env: { ...process.env, DATABASE_URL: "", SEED_DEMO_CONTENT: "false", LOG_LEVEL: "silent", ...env },
      });
      let stdout = "";
      let stderr = "";
      let lastOutput = performance.now();
      child.stdout.on("data", (chunk) => ((stdout += chunk), (lastOutput = performance.now())));
      child.stderr.on("data", (chunk) => ((stderr += chunk), (lastOutput = performance.now())));
      child.on("close", (status) =>
        resolve({ status, stdout, stderr, secondsAfterReport: (performance.now() - lastOutput) / 1000 }),
      );
    },
  );
}

/** An image host that accepts connections and never answers. */
const deadHost = net.createServer((socket) => socket.on("error", () => undefined));
const deadSockets = new Set<net.Socket>();
deadHost.on("connection", (socket) => deadSockets.add(socket));
afterAll(() => {
  for (const socket of deadSockets) socket.destroy();
  deadHost.close();
});

describe("npm run import", () => {
  it("imports a folder into the configured database and prints a summary with each failure", async () => {
    const dataDir = temporaryFolder("import-cli");
    const result = runImport(["tests/fixtures/import"], dataDir);
    expect(result.stdout).toMatch(/Imported 6, failed 2 in \d+\.\d s/);
    expect(result.stdout).toMatch(
      /✓ Pricing Your AI Services Without Guesswork\n {4}\S+\/catalog\/pricing-your-ai-services-without-guesswork \(draft\)\n/,
    );
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
    const dataDir = temporaryFolder("import-cli");
    const result = runImport(["--publish", "tests/fixtures/import"], dataDir);
    expect(result.stdout).toMatch(/Imported 6, failed 2/);
    expect(result.stdout).toContain("Published 6 playbooks of this import: on the site now.");
    expect(result.stdout).toMatch(/\/catalog\/pricing-your-ai-services-without-guesswork \(published\)\n/);

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
    const dataDir = temporaryFolder("import-cli");
    expect(runImport([], dataDir)).toMatchObject({
      status: 2,
      stderr: expect.stringContaining("Usage: npm run import -- [--publish] <files or folders>"),
    });
    expect(runImport(["nowhere"], dataDir)).toMatchObject({
      status: 2,
      stderr: expect.stringContaining("No such file or folder: nowhere"),
    });
  }, 60_000);

  it("ends when every image host is dead, and names each failed image and why, under its playbook's address and status", async () => {
    await new Promise<void>((resolve) => deadHost.listen(0, "127.0.0.1", resolve));
    const port = (deadHost.address() as net.AddressInfo).port;
    const folder = temporaryFolder("import-cli-pages");
    for (const name of ["first", "second"]) {
      const sections = ["Plan", "Build", "Ship"].map(
        (heading, index) =>
          `<h2>${heading} the ${name} week</h2><p>${"Each step of the week gets one clear goal and a short written review. ".repeat(5)}</p>` +
          (index === 0 ? `<p><img src="http://127.0.0.1:${port}/${name}-chart.png" alt="The ${name} week"></p>` : ""),
      );
      fs.writeFileSync(
        path.join(folder, `${name}.html`),
        `<html><head><title>The ${name} week</title></head><body><h1>The ${name} week</h1>${sections.join("")}</body></html>`,
      );
    }
    const dataDir = temporaryFolder("import-cli");
    const result = await runImportAsync([folder], {
      DATA_DIR: dataDir,
      SITE_URL: "https://playbooks.test",
      IMPORT_ALLOW_PRIVATE_IMAGE_HOSTS: "true",
      IMPORT_IMAGE_TIMEOUT_MS: "1000",
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("  ✓ The first week\n    https://playbooks.test/catalog/the-first-week (draft)");
    expect(result.stdout).toContain("  ✓ The second week\n    https://playbooks.test/catalog/the-second-week (draft)");
    expect(result.stdout).toMatch(
      new RegExp(
        `✗ image http://127\\.0\\.0\\.1:${port}/first-chart\\.png: Failed to download: (no answer within 1 s|127\\.0\\.0\\.1:${port} did not answer an earlier image)`,
      ),
    );
    expect(result.stdout).toContain(`✗ image http://127.0.0.1:${port}/second-chart.png: Failed to download`);
    expect(result.stdout).toContain("Web images: 0 stored, 2 failed");
    // It returns once every image has an outcome, not after its conversion workers' idle time (30 s).
    expect(result.secondsAfterReport).toBeLessThan(10);
  }, 60_000);
});
