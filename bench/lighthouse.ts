import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CATEGORIES, launchLighthouseChrome, lighthouseMedian, type Category } from "./support/lighthouse-median";
import { startBenchServer, stopServer } from "./support/production";

// npm run bench:lighthouse: Lighthouse's default mobile run against the production build, on
// the public page types and two tools (they share one layout and hydrate React), each judged by
// the median of three runs. Target: 100 in all four categories.
const PAGES = [
  "/",
  "/catalog",
  "/catalog/ai-fundamentals",
  "/catalog/ai-fundamentals/what-generative-ai-really-is",
  "/categories/ai-knowledge",
  "/tools/sales-blocks",
  "/tools/ai-business-quiz",
  "/ask?q=How+does+price+anchoring+work%3F",
];
const TARGET = 100;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
const server = await startBenchServer(dataDir);
const chrome = await launchLighthouseChrome();
let failed = false;
try {
  // Measure a warm server, as visitors meet it: the first request after start-up is not typical.
  for (const page of PAGES) for (let round = 0; round < 3; round += 1) await fetch(`${server.baseUrl}${page}`);
  console.log(
    `${"page".padEnd(56)}${CATEGORIES.map((category) => category.padStart(16)).join("")}  (performance, each run)`,
  );
  for (const page of PAGES) {
    const result = await lighthouseMedian(`${server.baseUrl}${page}`, chrome.port);
    for (const reason of result.failedRuns) console.log(`  ${page}: run failed: ${reason}`);
    const scores = CATEGORIES.map((category) => String(result.scores[category]).padStart(16)).join("");
    console.log(`${page.padEnd(56)}${scores}  (${result.spread.join(", ")})`);
    for (const category of CATEGORIES.filter((name: Category) => result.scores[name] < TARGET)) {
      failed = true;
      console.log(`  ${category} below ${TARGET}: ${result.auditsBelow(category).join(", ")}`);
    }
  }
  console.log(failed ? "BELOW TARGET on at least one page" : "OK: every page meets the targets");
} finally {
  chrome.kill();
  await stopServer(server.process);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
