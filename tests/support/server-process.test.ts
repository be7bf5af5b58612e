import { spawn } from "node:child_process";
import { afterEach, describe, expect, it, vi } from "vitest";
import { discardServer } from "./server-process";

/** A process that, like the server draining on SIGTERM, does not exit on it (nor on anything short of SIGKILL). */
function stubbornProcess() {
  const child = spawn(process.execPath, [
    "-e",
    "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); process.stdout.write('ready')",
  ]);
  return new Promise<typeof child>((resolve) => child.stdout.once("data", () => resolve(child)));
}

describe("a browser-test server whose data is thrown away", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is stopped at once, without waiting for a graceful stop", async () => {
    const child = await stubbornProcess();
    const startedAt = Date.now();
    await discardServer(child);
    expect(child.signalCode).toBe("SIGKILL");
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it("is a cluster's stand-in with E2E_CLUSTER=1, which stops its instances only on SIGTERM", async () => {
    vi.stubEnv("E2E_CLUSTER", "1");
    const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000); process.stdout.write('ready')"]);
    await new Promise((resolve) => child.stdout.once("data", resolve));
    await discardServer(child);
    expect(child.signalCode).toBe("SIGTERM");
  });
});
