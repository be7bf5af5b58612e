import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule, Vitest } from "vitest/node";

/** One test file's run, as scripts/ci-summary.js reads it. */
export interface FileTime {
  /** The Vitest project (suite) the file ran in: unit, integration, integration-pg, e2e. */
  project: string;
  file: string;
  /** Wall time the file held a worker: environment, imports, setup files, hooks and tests. */
  seconds: number;
  tests: number;
  failed: boolean;
}

/**
 * Writes how long each test file took, with its project, beside the JSON report
 * (`--outputFile.json=x.json` gives `x.file-times.json`). Vitest's JSON report names neither the
 * project (one file runs on both engines in one invocation) nor the time spent in `beforeAll`
 * (where browser tests start their servers), so `.ci/run` adds this reporter to say where the
 * time goes. Without a JSON output file it writes nothing.
 */
export default class FileTimesReporter implements Reporter {
  private output: string | undefined;

  onInit(vitest: Vitest) {
    const outputFile = vitest.config.outputFile;
    const json = typeof outputFile === "string" ? undefined : outputFile?.json;
    if (json) this.output = path.resolve(vitest.config.root, json.replace(/\.json$/, "") + ".file-times.json");
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (!this.output) return;
    const files: FileTime[] = testModules.map((module) => {
      const times = module.diagnostic();
      const milliseconds =
        times.environmentSetupDuration +
        times.prepareDuration +
        times.collectDuration +
        times.setupDuration +
        times.duration;
      return {
        project: module.project.name,
        file: module.relativeModuleId,
        seconds: Math.round(milliseconds / 100) / 10,
        tests: [...module.children.allTests()].length,
        failed: module.state() === "failed",
      };
    });
    fs.mkdirSync(path.dirname(this.output), { recursive: true });
    fs.writeFileSync(this.output, JSON.stringify({ files }));
  }
}
