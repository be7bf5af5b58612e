// What CI prints at the end, from the files .ci/run leaves in its results folder:
// - each step's seconds (steps.tsv: name, status, wall seconds, CPU seconds of its processes, CPU
//   seconds of the whole machine meanwhile), and the whole run's on a last line "all of CI";
// - the 15 slowest test files of each suite (*.file-times.json, tests/support/file-times-reporter.ts);
// - how long the browser tests' servers took to answer /healthz (server-starts.jsonl);
// - last, the one line CI reads: "N passed, N failed", summed over Vitest's JSON reports.
// Each failed CI step that produced no report (typecheck, lint, build) counts as one failure.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const SLOWEST = 15;
const [dir, failedStepsArg] = process.argv.slice(2);
const names = fs.readdirSync(dir).sort();
const read = (name) => fs.readFileSync(path.join(dir, name), "utf8");
const seconds = (value) => `${value.toFixed(1).padStart(7)} s`;

function printSteps() {
  if (!names.includes("steps.tsv")) return;
  const cpus = os.availableParallelism();
  console.log(
    `\nStep times: wall; CPU of the step's own processes; the machine's CPU over the step (every process,` +
      ` PostgreSQL and Chromium's renderers too, and any step beside it) and how busy that kept its ${cpus} CPUs`,
  );
  for (const line of read("steps.tsv").split("\n").filter(Boolean)) {
    const [name, status, wall, cpu, machine] = line.split("\t");
    const own = cpu ? `${seconds(Number(cpu))} CPU` : " ".repeat(13);
    const busy = machine ? `${seconds(Number(machine))} machine ${busyShare(Number(machine), Number(wall), cpus)}` : "";
    console.log(`${seconds(Number(wall))} ${own} ${busy.padEnd(22)}  ${name.padEnd(42)} ${status}`);
  }
}

/** The share of the machine's CPU time that was work, e.g. " 94%" (blank for a step under a second). */
function busyShare(machineSeconds, wallSeconds, cpus) {
  if (wallSeconds < 1) return "    ";
  return `${Math.round((100 * machineSeconds) / (wallSeconds * cpus))}%`.padStart(4);
}

function printSlowestFiles() {
  const byProject = new Map();
  for (const name of names.filter((candidate) => candidate.endsWith(".file-times.json"))) {
    for (const file of JSON.parse(read(name)).files) {
      byProject.set(file.project, [...(byProject.get(file.project) ?? []), file]);
    }
  }
  for (const [project, files] of byProject) {
    const total = files.reduce((sum, file) => sum + file.seconds, 0);
    console.log(
      `\nSlowest ${Math.min(SLOWEST, files.length)} of ${files.length} files in ${project} (${total.toFixed(0)} s of worker time in all)`,
    );
    const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);
    for (const file of slowest) {
      console.log(`${seconds(file.seconds)}  ${file.file} (${file.tests} tests${file.failed ? ", FAILED" : ""})`);
    }
  }
}

function printServerStarts() {
  if (!names.includes("server-starts.jsonl")) return;
  const starts = read("server-starts.jsonl")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line).seconds)
    .sort((a, b) => a - b);
  if (starts.length === 0) return;
  const total = starts.reduce((sum, value) => sum + value, 0);
  const median = starts[Math.floor(starts.length / 2)];
  console.log(
    `\nBrowser-test servers: ${starts.length} started, ${total.toFixed(0)} s to /healthz in all, median ${median.toFixed(1)} s, slowest ${starts.at(-1).toFixed(1)} s`,
  );
}

function countTests() {
  let passed = 0;
  let failed = 0;
  let failedSuites = 0;
  for (const name of names.filter(
    (candidate) => candidate.endsWith(".json") && !candidate.endsWith(".file-times.json"),
  )) {
    const report = JSON.parse(read(name));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numFailedTests > 0 || !report.success) failedSuites += 1;
  }
  const failedSteps = Number(failedStepsArg ?? 0);
  failed += Math.max(0, failedSteps - failedSuites);
  return `${passed} passed, ${failed} failed`;
}

printSteps();
printSlowestFiles();
printServerStarts();
console.log(countTests());
