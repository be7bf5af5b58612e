import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { E2E_ADMIN } from "./admin-credentials";
import { E2E_LANDING_ACCESS_CODE } from "./tools-settings";

/**
 * Browser tests run against the production build: this builds it once per run; each test
 * file then gets its own server and data folder (tests/support/e2e-file-server.ts).
 */
export default async function setup() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  // Always test the current code; E2E_SKIP_BUILD=1 reuses a build made just before (as CI does).
  if (process.env.E2E_SKIP_BUILD !== "1" || !fs.existsSync(path.join(buildDir, "server/index.js"))) {
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const env = { ...process.env, NODE_ENV: "production" };
    const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env });
    if (build.status !== 0) throw new Error("production build failed");
  }
  linkNodeModules(buildDir);
}

/** Settings the browser tests rely on (features add theirs here). */
export function e2eServerEnv(): Record<string, string> {
  return {
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LANDING_ACCESS_CODE: E2E_LANDING_ACCESS_CODE,
    // The repair browser test serves "remote" images from this machine.
    IMPORT_ALLOW_PRIVATE_IMAGE_HOSTS: "true",
  };
}

/** A build folder outside the project (BUILD_DIR=/tmp/…) still needs to resolve its packages. */
function linkNodeModules(buildDir: string): void {
  const link = path.resolve(buildDir, "node_modules");
  if (path.resolve(buildDir).startsWith(process.cwd() + path.sep) || fs.existsSync(link)) return;
  fs.symlinkSync(path.resolve("node_modules"), link, "dir");
}
