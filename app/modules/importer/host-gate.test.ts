import { describe, expect, it } from "vitest";
import { ImageError } from "~/modules/images/errors";
import { HostGate } from "./host-gate.server";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe("the host gate", () => {
  it("runs at most two downloads per host while other hosts go on", async () => {
    const gate = new HostGate({ atOnce: 6, perHost: 2, deadMs: 60_000 });
    const slow = deferred();
    let running = 0;
    let most = 0;
    const slowTask = () =>
      gate.run("https://slow.example/a.png", async () => {
        running += 1;
        most = Math.max(most, running);
        await slow.promise;
        running -= 1;
      });
    const stuck = [slowTask(), slowTask(), slowTask(), slowTask()];
    await expect(gate.run("https://fast.example/b.png", async () => "done")).resolves.toBe("done");
    expect(most).toBe(2);
    slow.resolve();
    await Promise.all(stuck);
  });

  it("fails a dead host's other images at once, with the reason, until it may be tried again", async () => {
    let now = 0;
    const gate = new HostGate({ atOnce: 6, perHost: 2, deadMs: 60_000 }, () => now);
    const timeout = new ImageError("Failed to download: no answer within 10 s", { hostUnreachable: true });
    await expect(gate.run("https://dead.example/1.png", () => Promise.reject(timeout))).rejects.toBe(timeout);
    let tried = false;
    await expect(
      gate.run("https://dead.example/2.png", async () => {
        tried = true;
      }),
    ).rejects.toThrow("Failed to download: dead.example did not answer an earlier image (no answer within 10 s)");
    expect(tried).toBe(false);
    now = 61_000;
    await expect(gate.run("https://dead.example/3.png", async () => "back")).resolves.toBe("back");
  });

  it("does not hold a host against an error that was about one image", async () => {
    const gate = new HostGate();
    await expect(
      gate.run("https://cdn.example/missing.png", () =>
        Promise.reject(new ImageError("Failed to download: Not Found")),
      ),
    ).rejects.toThrow("Not Found");
    await expect(gate.run("https://cdn.example/ok.png", async () => "ok")).resolves.toBe("ok");
  });
});
