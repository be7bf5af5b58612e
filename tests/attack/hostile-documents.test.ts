import { execFile } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  SCRIPT_TAGS,
  buildHeavyDocx,
  buildMegabyteBomb,
  frontMatterProbe,
  zippedFrontMatterProbe,
} from "../support/hostile-documents";
import { signInCookie } from "../support/admin-cookie";
import { importFileStatuses } from "../support/admin-import";
import { e2eServerEnv } from "../support/e2e-global-setup";
import { startProductionServer, stopServer } from "../support/server-process";
import { temporaryFolder } from "../support/temporary-folder";
import { reportFigure, residentMegabytes, withAttackServer } from "./attack-server";
import { dropZoneUpload, serverDatabase, settledFiles, watchHealth } from "./import-uploads";

/**
 * `npm run test:attack`, issue 28 rows 1 to 3: documents written to attack the importer, sent
 * to a production server the way the owner would send them. Before-figures are the issue's
 * (main at the start of the round) unless the line says otherwise.
 */
const server = withAttackServer();
const MB = 1024 * 1024;
let database: ReturnType<typeof serverDatabase> | undefined;
const db = () => (database ??= serverDatabase(server.dataDir()));
afterAll(async () => {
  await database?.destroy();
});

async function until(condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("the condition did not hold in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const markersIn = (dir: string) => fs.readdirSync(dir).length;

/**
 * The target for /healthz's p99 during an import: 200 ms. On a machine others keep busy (an
 * idle p99 over 50 ms, measured just before), every request waits for a CPU and that target
 * measures them, not the import: the import must then keep p99 under a second (before: no
 * answer for minutes), and the figure line says so.
 */
function healthTarget(idle: { p99Ms: number }): number {
  return idle.p99Ms <= 50 ? 200 : 1000;
}

describe("row 1: a Markdown front matter of JavaScript", () => {
  it("writes no marker through the drop zone, a zip or the command line", async () => {
    const dir = temporaryFolder("front-matter-probe");
    const marker = (name: string) => path.join(dir, name);
    const { baseUrl } = server.current();
    const batchId = await dropZoneUpload(baseUrl, [
      ...SCRIPT_TAGS.map((tag) => ({ name: `probe-${tag}.md`, bytes: frontMatterProbe(marker(`drop-${tag}`), tag) })),
      { name: "probe.zip", bytes: zippedFrontMatterProbe(marker("zip")) },
    ]);
    const files = await settledFiles(db(), batchId, 60_000);
    // Outside the markers' folder, which must stay empty.
    const cliFile = path.join(temporaryFolder("front-matter-probe-cli"), "probe.md");
    fs.writeFileSync(cliFile, frontMatterProbe(marker("cli")));
    // Run without blocking this process: a synchronous spawn would leave the sockets the server
    // closed meanwhile unnoticed, and the next request would be sent on one of them.
    const cli = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/import.ts", cliFile], {
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: server.dataDir(), DATABASE_URL: "", LOG_LEVEL: "silent" },
    }).then(
      ({ stderr }) => ({ status: 0, stderr }),
      (failed: { code?: number; stderr?: string }) => ({ status: failed.code ?? null, stderr: failed.stderr ?? "" }),
    );
    const refused = [...files.values()].filter((file) => /not valid front matter/.test(file.error ?? "")).length;
    reportFigure(
      "row 1, ---js / ---javascript front matter",
      `${markersIn(dir)} markers written (drop zone ${SCRIPT_TAGS.length} files, zip 1, CLI 1); ${refused} of ${files.size} uploads refused as not valid front matter; CLI exit ${cli.status} (before: the marker written with the server's pid, as root; target 0)`,
    );
    expect(markersIn(dir)).toBe(0);
    expect(refused).toBe(files.size);
    expect(cli.stderr).toContain("is not valid front matter");
  }, 120_000);
});

describe("row 2: Word documents that cost a converter minutes and gigabytes", () => {
  it("keep /healthz answering while they are refused or imported within 60 s", async () => {
    const { baseUrl, process } = server.current();
    const documents = [
      { name: "heavy-9mb.docx", bytes: buildHeavyDocx(95 * MB), label: "9.5 MB .docx, 95 MB of XML" },
      { name: "slow-1mb.docx", bytes: buildHeavyDocx(10 * MB), label: "1 MB .docx, 10 MB of XML" },
    ];
    const cookie = await signInCookie(baseUrl);
    // What /healthz costs on this machine right now, with nothing imported (other work on a shared machine shows here).
    const { health: idle } = await watchHealth(baseUrl, () => new Promise((resolve) => setTimeout(resolve, 5_000)));
    for (const document of documents) {
      const before = residentMegabytes(process.pid!);
      let started = 0;
      const { result: files, health } = await watchHealth(baseUrl, () => {
        started = performance.now();
        return dropZoneUpload(baseUrl, [document], cookie).then((batchId) => settledFiles(db(), batchId, 60_000));
      });
      const seconds = (performance.now() - started) / 1000;
      const outcome = files.get(document.name)!;
      reportFigure(
        `row 2, ${document.label} (${(document.bytes.byteLength / MB).toFixed(1)} MB)`,
        `${outcome.status === "completed" ? "imported" : `refused ("${outcome.error}")`} in ${seconds.toFixed(1)} s; /healthz p99 ${health.p99Ms} ms, max ${health.maxMs} ms over ${health.samples} requests (idle: p99 ${idle.p99Ms} ms, max ${idle.maxMs} ms; load average ${os.loadavg()[0]!.toFixed(1)}); memory ${before} → ${residentMegabytes(process.pid!)} MB (before: /healthz unanswered for 22 minutes, 1.5 GB, SIGTERM ignored; a 1 MB .docx held every visitor 18 s; target p99 < ${healthTarget(idle)} ms, settled < 60 s)`,
      );
      expect(health.p99Ms).toBeLessThan(healthTarget(idle));
      expect(seconds).toBeLessThan(60);
    }
  }, 300_000);
});

describe("row 2: a batch as large as the upload limit allows", () => {
  it("is read without holding /healthz", async () => {
    const { baseUrl } = server.current();
    const cookie = await signInCookie(baseUrl);
    // Ten 9.5 MB files the importer does not take: what is measured is reading the 95 MB upload.
    const files = Array.from({ length: 10 }, (_, index) => ({
      name: `scan-${index}.pdf`,
      bytes: new Uint8Array(9.5 * MB).fill(37 + index),
    }));
    const { health: idle } = await watchHealth(baseUrl, () => new Promise((resolve) => setTimeout(resolve, 3_000)));
    const started = performance.now();
    const { result: outcomes, health } = await watchHealth(baseUrl, () =>
      dropZoneUpload(baseUrl, files, cookie).then((batchId) => settledFiles(db(), batchId, 60_000)),
    );
    const seconds = (performance.now() - started) / 1000;
    const refused = [...outcomes.values()].filter((file) => file.status === "error").length;
    reportFigure(
      "row 2, a 95 MB upload of ten files",
      `${refused} of ${outcomes.size} files refused by name in ${seconds.toFixed(1)} s; /healthz p99 ${health.p99Ms} ms, max ${health.maxMs} ms over ${health.samples} requests (idle: p99 ${idle.p99Ms} ms; load average ${os.loadavg()[0]!.toFixed(1)}) (before this stop: the upload parsed in one piece; target p99 < ${healthTarget(idle)} ms)`,
    );
    expect(refused).toBe(10);
    expect(health.p99Ms).toBeLessThan(healthTarget(idle));
  }, 180_000);
});

describe("row 2: a stop signal during a long conversion", () => {
  it("stops the server within seconds", async () => {
    const dataDir = temporaryFolder("playbooks-attack-sigterm");
    const own = await startProductionServer({ ...e2eServerEnv(), DATA_DIR: dataDir, LOG_LEVEL: "error" });
    const ownDb = serverDatabase(dataDir);
    try {
      const batchId = await dropZoneUpload(own.baseUrl, [{ name: "slow.docx", bytes: buildHeavyDocx(10 * MB) }]);
      await until(
        async () => (await importFileStatuses(ownDb, batchId)).files.get("slow.docx")?.status === "processing",
      );
      const started = performance.now();
      const code = await stopServer(own.process);
      const seconds = (performance.now() - started) / 1000;
      reportFigure(
        "row 2, SIGTERM while a 1 MB .docx (10 MB of XML) converts",
        `exit code ${code} after ${seconds.toFixed(1)} s (before: ignored until the process was killed; target: exits, < 10 s)`,
      );
      expect(code).toBe(0);
      expect(seconds).toBeLessThan(10);
    } finally {
      await ownDb.destroy();
      await stopServer(own.process);
    }
  }, 180_000);
});

describe("row 3: twenty small zip bombs in one batch", () => {
  it("are refused without the server's memory growing 300 MB", async () => {
    const { baseUrl, process } = server.current();
    const bomb = buildMegabyteBomb();
    const before = residentMegabytes(process.pid!);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMegabytes(process.pid!));
    }, 50);
    const files = await dropZoneUpload(
      baseUrl,
      Array.from({ length: 20 }, (_, index) => ({ name: `bomb-${index}.zip`, bytes: bomb })),
    ).then((batchId) => settledFiles(db(), batchId, 60_000));
    clearInterval(sampler);
    const after = residentMegabytes(process.pid!);
    const refused = [...files.values()].filter((file) => file.status === "error").length;
    reportFigure(
      `row 3, 20 zip bombs of ${Math.round(bomb.byteLength / 1024)} KB (98 entries of 1 MB each) in one batch`,
      `${refused} of ${files.size} batch files refused; memory ${before} → peak ${peak} → ${after} MB (+${peak - before} MB) (before: 703 → 2,176 MB, and it stayed; target growth < 300 MB)`,
    );
    expect(refused).toBe(20);
    expect(peak - before).toBeLessThan(300);
  }, 180_000);
});
