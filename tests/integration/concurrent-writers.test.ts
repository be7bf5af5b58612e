import { spawn } from "node:child_process";
import { describe, expect, inject, it } from "vitest";
import { createJobRunner } from "~/modules/jobs/runner.server";
import { scheduleJob } from "~/modules/jobs/schedule.server";
import { adminSessionCookie } from "../support/admin-requests";
import {
  counterValue,
  createCounter,
  countingJob,
  everythingSaved,
  saveRepeatedly,
  type SaveReport,
} from "../support/concurrent-writes";
import { withTestDatabase } from "../support/test-database";

/**
 * Two server processes on one database (issue 28): on SQLite, a second worker
 * (SERVER_WORKERS=2) or `npm run import` beside the server. This process and a child
 * (tests/support/writer-process.ts) save the same playbooks at the same time, each runs the
 * job runner, and both import. Before BEGIN IMMEDIATE, a transaction that read and then wrote
 * failed with SQLITE_BUSY_SNAPSHOT whenever the other process committed in between: a 500 for
 * the owner, a lost attempt for a job.
 */
const t = withTestDatabase({ seeded: true });
const SLUGS = ["ai-fundamentals", "ai-workflows-for-small-teams", "prompt-engineering-for-business"];
const SAVES = 6;
const JOBS = 30;
const IMPORT_DIR = "tests/fixtures/import";

type SecondReport = SaveReport & { importBatch: string };

/** Starts the second process; `ready` settles once it is about to write, `finished` with its report. */
function secondProcess(cookie: string): { ready: Promise<void>; finished: Promise<SecondReport> } {
  const location = t.location;
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/writer-process.ts"], {
    env: {
      ...process.env,
      ...(location.engine === "postgres"
        ? { WRITER_DATABASE_URL: location.databaseUrl }
        : { WRITER_SQLITE_FILE: location.file }),
      WRITER_COOKIE: cookie,
      WRITER_SLUGS: SLUGS.join(","),
      WRITER_SAVES: String(SAVES),
      WRITER_IMPORT_DIR: IMPORT_DIR,
      WRITER_MEDIA_DIR: inject("testDatabase").mediaDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  let ready!: () => void;
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.includes("ready\n")) ready();
  });
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const finished = new Promise<SecondReport>((resolve, reject) => {
    child.once("exit", (code) => {
      if (code === 0) resolve(JSON.parse(stdout.trim().split("\n").at(-1)!));
      else reject(new Error(`the second process exited with ${code}: ${stderr}`));
    });
  });
  return { ready: new Promise((resolve) => (ready = resolve)), finished };
}

async function versions(): Promise<Map<string, number>> {
  const rows = await t.db.selectFrom("playbooks").select(["slug", "version"]).where("slug", "in", SLUGS).execute();
  return new Map(rows.map((row) => [row.slug, row.version]));
}

describe("two processes writing to one database", () => {
  it("keeps every save, refuses stale ones as conflicts, runs each job once, and imports", async () => {
    const cookie = await adminSessionCookie(t.context);
    await createCounter(t.db);
    const versionsBefore = await versions();
    const second = secondProcess(cookie);
    await second.ready;
    for (let n = 0; n < JOBS; n += 1) await scheduleJob(t.db, countingJob, { n });
    const runner = createJobRunner({
      services: t.context,
      definitions: [countingJob],
      options: { pollIntervalMs: 10, concurrency: 2 },
    });
    runner.start();
    const [mine, theirs] = await Promise.all([
      saveRepeatedly(t.context, { cookie, slugs: SLUGS, saves: SAVES, tag: "parent" }),
      second.finished,
    ]);
    await runner.stop();

    // No save ended in an error; the stale ones met the conflict screen and were then kept.
    expect([...mine.errors, ...theirs.errors]).toEqual([]);
    for (const slug of SLUGS) {
      const saved = [...mine.saved[slug]!, ...theirs.saved[slug]!];
      expect(saved).toHaveLength(2 * SAVES);
      const texts = await everythingSaved(t.db, slug);
      expect(saved.filter((marker) => !texts.includes(marker))).toEqual([]);
    }
    // One new version per save kept, none more, none less.
    const versionsAfter = await versions();
    expect(SLUGS.map((slug) => versionsAfter.get(slug)! - versionsBefore.get(slug)!)).toEqual(
      SLUGS.map(() => 2 * SAVES),
    );
    // Each job took effect once, at its first attempt.
    expect(await counterValue(t.db)).toBe(JOBS);
    const attempts = await t.db
      .selectFrom("jobs")
      .select(["status", "attempts"])
      .where("kind", "=", countingJob.kind)
      .execute();
    expect(attempts.every((job) => job.status === "done" && job.attempts === 1)).toBe(true);
    // The import beside it stored its playbooks.
    const imported = await t.db
      .selectFrom("import_files")
      .select("status")
      .where("batch_id", "=", theirs.importBatch)
      .execute();
    expect(imported.filter((file) => file.status === "completed")).toHaveLength(6);
  }, 120_000);
});
