import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TestModule, Vitest } from "vitest/node";
import { temporaryFolder } from "./temporary-folder";
import FileTimesReporter from "./file-times-reporter";

/** A finished test file as Vitest hands it to reporters, with its phases in milliseconds. */
function testModule(project: string, file: string, phases: number[], tests: number, state = "passed"): TestModule {
  const [environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration] = phases;
  return {
    project: { name: project },
    relativeModuleId: file,
    diagnostic: () => ({ environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration }),
    children: { allTests: () => Array.from({ length: tests }).values() },
    state: () => state,
  } as unknown as TestModule;
}

function reporterFor(outputFile: Record<string, string> | undefined, root: string): FileTimesReporter {
  const reporter = new FileTimesReporter();
  reporter.onInit({ config: { outputFile, root } } as unknown as Vitest);
  return reporter;
}

describe("the file-times reporter", () => {
  it("writes each file's project, whole time (environment, imports, setup, hooks and tests) and tests beside the JSON report", () => {
    const root = temporaryFolder("file-times");
    const reporter = reporterFor({ json: "results/integration.json" }, root);
    reporter.onTestRunEnd([
      testModule("integration", "tests/integration/a.test.ts", [0, 120, 880, 0, 4_000], 3),
      testModule("integration-pg", "tests/integration/a.test.ts", [0, 100, 900, 50, 11_000], 3, "failed"),
    ]);
    const written = JSON.parse(fs.readFileSync(path.join(root, "results/integration.file-times.json"), "utf8"));
    expect(written.files).toEqual([
      { project: "integration", file: "tests/integration/a.test.ts", seconds: 5, tests: 3, failed: false },
      { project: "integration-pg", file: "tests/integration/a.test.ts", seconds: 12.1, tests: 3, failed: true },
    ]);
  });

  it("writes nothing when the run has no JSON report", () => {
    const root = temporaryFolder("file-times");
    reporterFor(undefined, root).onTestRunEnd([testModule("unit", "app/a.test.ts", [0, 0, 10, 0, 10], 1)]);
    expect(fs.readdirSync(root)).toEqual([]);
  });
});
