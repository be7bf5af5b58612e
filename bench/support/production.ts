import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startProductionServer, stopServer, type RunningServer } from "../../tests/support/server-process";

/**
 * The production build the benchmarks measure: BUILD_DIR (default build/), built now when
 * missing or when --rebuild is passed. Always built with NODE_ENV=production, so React's
 * production bundle is what gets measured.
 */
export function ensureProductionBuild(): string {
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (process.argv.includes("--rebuild") || !fs.existsSync(path.join(buildDir, "server/index.js"))) {
    console.log(`Building the production bundle into ${buildDir}/ ...`);
    const build = spawnSync("npx", ["react-router", "build"], {
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (build.status !== 0) throw new Error(`production build failed:\n${build.stderr}`);
  }
  // A build folder outside the project still has to resolve the project's packages.
  const link = path.resolve(buildDir, "node_modules");
  if (!path.resolve(buildDir).startsWith(process.cwd() + path.sep) && !fs.existsSync(link))
    fs.symlinkSync(path.resolve("node_modules"), link, "dir");
  return buildDir;
}

/** `node server.js` on a free port over the given data folder (SQLite), stopped by the caller. */
export async function startBenchServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  ensureProductionBuild();
  return startProductionServer({ DATA_DIR: dataDir, LOG_LEVEL: "error", ...env });
}

export { stopServer };

export function percentile(sortedValues: readonly number[], p: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const index = Math.min(sortedValues.length - 1, Math.ceil((p / 100) * sortedValues.length) - 1);
  return sortedValues[Math.max(0, index)]!;
}
