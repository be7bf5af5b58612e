import fs from "node:fs";
import os from "node:os";
import { openSqlite, sqliteFilePath } from "~/db/connection.server";
import { ADVERSARIAL, ANSWERABLE, OUT_OF_SCOPE } from "~/modules/ask/evaluation/questions";
import { extractiveAnswer } from "~/modules/ask/extractive-answer.server";
import { preparedLibrary, scratchDatabase, type Scratch } from "./support/generated-library";
import { percentile } from "./support/production";

// npm run bench:ask: Ask the library offline (retrieval by section, extraction, citation
// checks) at 10,000 generated playbooks (bench/support/catalog-data.ts, as bench:catalog fills
// them) in a scratch database: SQLite, or PostgreSQL when DATABASE_URL is set. The questions are
// the evaluation set's (every kind of answerable question, out-of-scope and adversarial ones);
// each is asked once to warm up, then timed ROUNDS times without the answer cache.
// Target: p95 under 300 ms.
const PLAYBOOKS = Number(process.env.BENCH_PLAYBOOKS ?? 10_000);
/**
 * BENCH_DATABASE=<name>: keep the filled database for a later run (PostgreSQL: a database of
 * that name, as bench:catalog does; SQLite: a data directory of that path).
 */
const KEPT_DATABASE = process.env.BENCH_DATABASE;
const P95_TARGET_MS = 300;
const ROUNDS = 3;

const QUESTIONS: { kind: string; question: string }[] = [
  ...ANSWERABLE.filter((_, index) => index % 4 === 0).map(({ kind, question }) => ({ kind, question })),
  ...OUT_OF_SCOPE.filter((_, index) => index % 4 === 0).map(({ question }) => ({ kind: "out of scope", question })),
  ...ADVERSARIAL.filter((_, index) => index % 2 === 0).map(({ question }) => ({ kind: "adversarial", question })),
];

const describe = (samples: number[]) =>
  `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms, max ${samples.at(-1)!.toFixed(1)} ms (${samples.length} runs)`;

/** The kept SQLite library: its data directory stays for the next run. */
function keptSqlite(dataDir: string): Scratch {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = openSqlite(sqliteFilePath(dataDir));
  return { db, dataDir, serverEnv: {}, drop: async () => void (await db.destroy()) };
}

const keptSqliteDir = KEPT_DATABASE && !process.env.DATABASE_URL ? KEPT_DATABASE : undefined;
const scratch = keptSqliteDir ? keptSqlite(keptSqliteDir) : await scratchDatabase("bench-ask", KEPT_DATABASE);
let failed = false;
try {
  await preparedLibrary(scratch, PLAYBOOKS, KEPT_DATABASE);
  // The content does not change while it is measured: what is read once per version is read once, as on a server.
  const contentVersion = { current: () => 1 };
  const ask = (question: string) => extractiveAnswer(scratch.db, question, contentVersion);
  for (const { question } of QUESTIONS) await ask(question);
  const byKind = new Map<string, number[]>();
  // This process's CPU time per question: what the answer costs here, whatever else loads the machine
  // (on SQLite the whole answer; on PostgreSQL the server's share is not in it).
  const cpu: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const { kind, question } of QUESTIONS) {
      const started = performance.now();
      const startedCpu = process.cpuUsage();
      await ask(question);
      const used = process.cpuUsage(startedCpu);
      cpu.push((used.user + used.system) / 1000);
      byKind.set(kind, [...(byKind.get(kind) ?? []), performance.now() - started]);
    }
  }
  for (const [kind, samples] of byKind) console.log(`  ${kind.padEnd(14)}${describe(samples.sort((a, b) => a - b))}`);
  const all = [...byKind.values()].flat().sort((a, b) => a - b);
  console.log(`Ask offline (${QUESTIONS.length} questions): ${describe(all)}`);
  console.log(`  CPU time of this process per question: ${describe(cpu.sort((a, b) => a - b))}`);
  console.log(
    `  Load average while measured: ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(", ")}`,
  );
  failed = percentile(all, 95) >= P95_TARGET_MS;
  console.log(`${failed ? "SLOW" : "OK"}: p95 target ${P95_TARGET_MS} ms`);
} finally {
  await scratch.drop();
  if (!keptSqliteDir) fs.rmSync(scratch.dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
