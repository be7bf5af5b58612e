import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBenchServer, stopServer } from "./support/production";

// npm run bench:lighthouse: Lighthouse's default mobile run (emulated phone, simulated slow
// 4G and CPU) against the production build, on the public page types. Targets: performance
// at least 95; accessibility, best practices and SEO 100.
const PAGES = [
  "/",
  "/catalog",
  "/catalog/ai-fundamentals",
  "/catalog/ai-fundamentals/what-generative-ai-really-is",
  "/categories/ai-knowledge",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
const server = await startBenchServer(dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
let failed = false;
try {
  // Measure a warm server, as visitors meet it: the first request after start-up is not typical.
  for (const page of PAGES) for (let round = 0; round < 3; round += 1) await fetch(`${server.baseUrl}${page}`);
  console.log(`${"page".padEnd(56)}${CATEGORIES.map((category) => category.padStart(16)).join("")}`);
  for (const page of PAGES) {
    const result = await lighthouse(`${server.baseUrl}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const scores = CATEGORIES.map((category) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
    console.log(`${page.padEnd(56)}${scores.map((score) => String(score).padStart(16)).join("")}`);
    CATEGORIES.forEach((category, index) => {
      if (scores[index]! >= TARGETS[category]) return;
      failed = true;
      const audits = Object.values(result.lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
        .filter((audit) =>
          result.lhr.categories[category]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
        )
        .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
      console.log(`  ${category} below ${TARGETS[category]}: ${audits.join(", ")}`);
    });
  }
  console.log(failed ? "BELOW TARGET on at least one page" : "OK: every page meets the targets");
} finally {
  chrome.kill();
  await stopServer(server.process);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
