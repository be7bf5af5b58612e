import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Where the production build is: BUILD_DIR, default build/. */
export const productionBuildDir = () => process.env.BUILD_DIR ?? "build";

/**
 * `react-router build` into BUILD_DIR, with NODE_ENV=production (Vitest sets NODE_ENV=test,
 * which would make Vite bundle React's development build), and the project's packages
 * linked in when the folder lies outside the project (BUILD_DIR=/tmp/…).
 */
export function buildProduction(buildDir = productionBuildDir()): void {
  const env = { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir };
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env });
  if (build.status !== 0) throw new Error("production build failed");
  linkNodeModules(buildDir);
}

export function linkNodeModules(buildDir: string): void {
  const link = path.resolve(buildDir, "node_modules");
  if (path.resolve(buildDir).startsWith(process.cwd() + path.sep) || fs.existsSync(link)) return;
  fs.symlinkSync(path.resolve("node_modules"), link, "dir");
}

const SOURCE_FOLDERS = ["app", "server", "public"];

/** Whether the build is missing or older than a source file (tests aside), so measuring it would mislead. */
export function isBuildStale(buildDir = productionBuildDir()): boolean {
  const built = path.join(buildDir, "server/index.js");
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const newer = (folder: string): boolean =>
    fs.readdirSync(folder, { withFileTypes: true }).some((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return newer(file);
      return !/\.test\.tsx?$/.test(entry.name) && fs.statSync(file).mtimeMs > builtAt;
    });
  return SOURCE_FOLDERS.some((folder) => fs.existsSync(folder) && newer(folder));
}
