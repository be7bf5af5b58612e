import {
  buildProduction,
  isBuildStale,
  linkNodeModules,
  productionBuildDir,
} from "../../tests/support/production-build";
import { startProductionServer, stopServer, type RunningServer } from "../../tests/support/server-process";

/**
 * The production build the benchmarks measure: BUILD_DIR (default build/), built now when
 * missing, older than the sources, or when --rebuild is passed. Always built with
 * NODE_ENV=production, so React's production bundle is what gets measured.
 */
export function ensureProductionBuild(): string {
  const buildDir = productionBuildDir();
  if (process.argv.includes("--rebuild") || isBuildStale(buildDir)) {
    console.log(`Building the production bundle into ${buildDir}/ ...`);
    buildProduction(buildDir);
  }
  linkNodeModules(buildDir);
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
