import fs from "node:fs";
import os from "node:os";

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds a process and every process under it (a cluster's workers) have used so far,
 * from /proc: what a server spent, whatever else ran on the machine.
 */
export function cpuSecondsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const own = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  return own + childrenOf(pid).reduce((sum, child) => sum + cpuSecondsOf(child), 0);
}

function childrenOf(pid: number): number[] {
  const tasks = fs.readdirSync(`/proc/${pid}/task`);
  return tasks.flatMap((task) => {
    const text = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
    return text ? text.split(" ").map(Number) : [];
  });
}

/** The whole machine's CPU seconds so far, by kind, from /proc/stat's first line. */
export function machineCpuSeconds(): { busy: number; steal: number } {
  const [, user, nice, system, , , irq, softirq, steal] = fs
    .readFileSync("/proc/stat", "utf8")
    .split("\n")[0]!
    .split(/\s+/)
    .map(Number);
  return { busy: (user! + nice! + system! + irq! + softirq!) / TICKS_PER_SECOND, steal: steal! / TICKS_PER_SECOND };
}

/** One line naming what the figures were measured on: they move with all of it. */
export function describeMachine(): string {
  const cpus = os.cpus();
  const mhz = Math.round(cpus.reduce((sum, cpu) => sum + cpu.speed, 0) / cpus.length);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"} at ${mhz} MHz, Node ${process.version}, load average ${load}`;
}

/**
 * Work shaped like a render (building a large string of escaped markup), counted for `ms`
 * milliseconds in a worker thread: eval'd so it needs no build of its own.
 */
const RENDER_LIKE_WORK = `
const { parentPort, workerData } = require("node:worker_threads");
const items = Array.from({ length: 200 }, (_, i) => ({ title: "Playbook " + i + " <&>", words: i * 37 }));
const escape = (text) => text.replace(/[&<>"]/g, (c) => "&#" + c.charCodeAt(0) + ";");
let rounds = 0;
const end = Date.now() + workerData.ms;
while (Date.now() < end) {
  let html = "";
  for (const item of items) html += "<li class=\\"card\\"><a href=\\"/x\\">" + escape(item.title) + "</a><span>" + item.words + "</span></li>";
  if (html.length === 0) throw new Error("unreachable");
  rounds += 1;
}
parentPort.postMessage(rounds);
`;

async function countRounds(threads: number, ms: number): Promise<number> {
  const { Worker } = await import("node:worker_threads");
  const counts = await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<number>((resolve, reject) => {
          const worker = new Worker(RENDER_LIKE_WORK, { eval: true, workerData: { ms } });
          worker.once("message", resolve);
          worker.once("error", reject);
        }),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * How fast one CPU runs render-like JavaScript, and how much a second thread adds: two vCPUs
 * of "the same kind" of machine can be two cores or two hyperthreads of one, on an older or a
 * newer host CPU (a KVM guest sees only "AMD EPYC"), and share them with other guests. Uncached
 * renders follow both figures; nginx's static rate follows neither as closely.
 */
export async function calibrateCpu(ms = 2_000): Promise<{ singleRoundsPerSecond: number; twoThreadScaling: number }> {
  const single = await countRounds(1, ms);
  const double = await countRounds(2, ms);
  return { singleRoundsPerSecond: Math.round((single * 1000) / ms), twoThreadScaling: double / Math.max(1, single) };
}
