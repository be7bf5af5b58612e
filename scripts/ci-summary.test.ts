import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryFolder } from "../tests/support/temporary-folder";

/** A results folder as .ci/run leaves it: file name → content (objects are written as JSON). */
function resultsFolder(files: Record<string, unknown>): string {
  const dir = temporaryFolder("ci-summary");
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
  }
  return dir;
}

function summary(dir: string, failedSteps = 0): string[] {
  const run = spawnSync(process.execPath, ["scripts/ci-summary.js", dir, String(failedSteps)], { encoding: "utf8" });
  expect(run.stderr).toBe("");
  return run.stdout.trimEnd().split("\n");
}

const report = (passed: number, failed: number) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  success: failed === 0,
});

const fileTime = (project: string, file: string, seconds: number, failed = false) => ({
  project,
  file,
  seconds,
  tests: 3,
  failed,
});

describe("the CI summary", () => {
  it("ends with the passed and failed tests summed over every suite's report", () => {
    const dir = resultsFolder({
      "unit.json": report(700, 0),
      "integration.json": report(650, 2),
      "integration.file-times.json": { files: [fileTime("integration", "a.test.ts", 1)] },
    });
    expect(summary(dir).at(-1)).toBe("1350 passed, 2 failed");
  });

  it("counts a failed step without a report (typecheck, lint, build) as one failure, and a failed suite once", () => {
    const dir = resultsFolder({ "unit.json": report(10, 0), "e2e.json": report(5, 1) });
    // Two failed steps: the browser tests (already counted by their report) and lint.
    expect(summary(dir, 2).at(-1)).toBe("15 passed, 2 failed");
  });

  it("lists the 15 slowest files of each suite, slowest first, with the suite's whole time", () => {
    const files = Array.from({ length: 20 }, (_, i) => fileTime("unit", `app/f${i}.test.ts`, i + 1, i === 19));
    const dir = resultsFolder({
      "unit.json": report(60, 1),
      "unit.file-times.json": { files },
      "integration.file-times.json": {
        files: [fileTime("integration", "x.test.ts", 2), fileTime("integration-pg", "x.test.ts", 9)],
      },
    });
    const lines = summary(dir);
    const unit = lines.findIndex((line) => line.startsWith("Slowest 15 of 20 files in unit"));
    expect(lines[unit]).toContain("(210 s of worker time in all)");
    expect(lines[unit + 1]).toMatch(/^\s+20\.0 s {2}app\/f19\.test\.ts \(3 tests, FAILED\)$/);
    expect(lines[unit + 15]).toMatch(/^\s+6\.0 s {2}app\/f5\.test\.ts \(3 tests\)$/);
    expect(lines[unit + 16]).not.toContain("app/f4.test.ts");
    // The same file on both engines is two entries, one per project.
    expect(lines).toContain("Slowest 1 of 1 files in integration-pg (9 s of worker time in all)");
    expect(lines).toContain("Slowest 1 of 1 files in integration (2 s of worker time in all)");
  });

  it("prints each step's wall, own CPU and machine CPU seconds in the order they were recorded", () => {
    const dir = resultsFolder({
      "steps.tsv": "npm install\tpassed\t0\t0\t0\nunit tests\tFAILED\t61\t98\t110\nall of CI\tFAILED\t70\t\t126\n",
      "unit.json": report(1, 1),
    });
    const lines = summary(dir, 1);
    const table = lines.indexOf(lines.find((line) => line.startsWith("Step times"))!);
    const cpus = os.availableParallelism();
    expect(lines[table]).toContain(`how busy that kept its ${cpus} CPUs`);
    expect(lines[table + 1]).toMatch(/^\s+0\.0 s\s+0\.0 s CPU\s+0\.0 s machine\s+npm install\s+passed$/);
    const unitBusy = `${Math.round((100 * 110) / (61 * cpus))}%`;
    expect(lines[table + 2]).toMatch(
      new RegExp(`^\\s+61\\.0 s\\s+98\\.0 s CPU\\s+110\\.0 s machine\\s+${unitBusy}\\s+unit tests\\s+FAILED$`),
    );
    // The whole run: no own-CPU figure (its steps overlap), the machine's over all of it.
    expect(lines[table + 3]).toMatch(/^\s+70\.0 s\s+126\.0 s machine\s+\d+%\s+all of CI\s+FAILED$/);
  });

  it("sums up the browser-test servers' times to /healthz", () => {
    const starts = [1.2, 0.9, 14.5, 1.1].map((seconds) => JSON.stringify({ seconds })).join("\n");
    const dir = resultsFolder({ "server-starts.jsonl": `${starts}\n`, "e2e.json": report(3, 0) });
    expect(summary(dir)).toContain(
      "Browser-test servers: 4 started, 18 s to /healthz in all, median 1.2 s, slowest 14.5 s",
    );
  });
});
