import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { E2E_ADMIN } from "./admin-credentials";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    e2eDataDir: string;
  }
}

/**
 * Browser tests run against the production build served by `node server.js`, on a free
 * port with a fresh data folder (SQLite, demo content loaded on first start).
 */
export default async function setup(project: TestProject) {
  const buildDir = process.env.BUILD_DIR ?? "build";
  // Always test the current code; E2E_SKIP_BUILD=1 reuses a build made just before (as CI does).
  if (process.env.E2E_SKIP_BUILD !== "1" || !fs.existsSync(path.join(buildDir, "server/index.js"))) {
    const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: process.env });
    if (build.status !== 0) throw new Error("production build failed");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "playbooks-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      ...e2eServerEnv(),
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealthy(baseUrl, server);
  project.provide("baseUrl", baseUrl);
  project.provide("e2eDataDir", dataDir);
  return async () => {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Settings the browser tests rely on (features add theirs here). */
function e2eServerEnv(): Record<string, string> {
  return { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealthy(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not become healthy within 60 s");
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.exitCode === null) server.kill("SIGKILL");
}
