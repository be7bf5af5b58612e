// Sums Vitest's JSON reports into the one line CI reads: "N passed, N failed".
// Each failed CI step that produced no report (typecheck, lint, build) counts as one failure.
import fs from "node:fs";
import path from "node:path";

const [dir, failedStepsArg] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let failedSuites = 0;
for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".json"))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numFailedTests > 0 || !report.success) failedSuites += 1;
}
const failedSteps = Number(failedStepsArg ?? 0);
failed += Math.max(0, failedSteps - failedSuites);
console.log(`${passed} passed, ${failed} failed`);
