import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { CHROMIUM_PATH } from "./browser";

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
  title: string;
}

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: unknown;
  error?: { message: string };
}

/** A prerender attempt's outcome as Chrome reports it (Preload.prerenderStatusUpdated). */
export interface PrerenderStatus {
  status: string;
  reason?: string;
}

/**
 * Chromium opened on a page with no DevTools client attached to it. Chrome does not start a
 * prerender for a page DevTools is attached to (`PrerenderingDisabledByDevTools`), and
 * Playwright attaches to every page it opens. So a prerendering test opens the page itself,
 * follows it from the browser's own DevTools session (which attaches to no page), and
 * attaches to the page only once the page has started its prerenders.
 */
export async function openUnobserved(url: string) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "unobserved-chromium-"));
  const chromium = spawn(
    CHROMIUM_PATH,
    ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", `--user-data-dir=${profile}`].concat(
      "--remote-debugging-port=0",
      url,
    ),
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const socket = new WebSocket(await devToolsAddress(chromium));
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));

  const targets = new Map<string, TargetInfo>();
  const replies = new Map<number, (message: Message) => void>();
  const listeners = new Set<(message: Message) => void>();
  let lastId = 0;
  socket.on("message", (raw: Buffer) => {
    const message = JSON.parse(raw.toString()) as Message;
    if (message.id !== undefined) replies.get(message.id)?.(message);
    const info = message.params?.targetInfo as TargetInfo | undefined;
    if (info) targets.set(info.targetId, info);
    for (const listener of listeners) listener(message);
  });
  const send = <T>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++lastId;
      replies.set(id, (message) =>
        message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result as T),
      );
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  await send("Target.setDiscoverTargets", { discover: true });
  const page = async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const found = [...targets.values()].find((target) => target.type === "page" && target.url === url);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the page ${url} did not open`);
  };

  return {
    /**
     * Waits until the page has a title starting with `title`, then a little longer: its speculation rules sit at
     * the end of the same first chunk of HTML, and a prerender starts as soon as they are read.
     */
    async waitUntilParsed(title: string): Promise<void> {
      const { targetId } = await page();
      const titleNow = async () =>
        (await send<{ targetInfo: TargetInfo }>("Target.getTargetInfo", { targetId })).targetInfo.title;
      for (let attempt = 0; !(await titleNow()).startsWith(title); attempt += 1) {
        if (attempt > 100) throw new Error(`the page's title stayed "${await titleNow()}"`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    },
    /** Attaches to the page: to evaluate expressions in it, and to read how a prerender went. */
    async attach() {
      const { sessionId } = await send<{ sessionId: string }>("Target.attachToTarget", {
        targetId: (await page()).targetId,
        flatten: true,
      });
      const statuses = new Map<string, PrerenderStatus>();
      listeners.add((message) => {
        if (message.method !== "Preload.prerenderStatusUpdated") return;
        const params = message.params as { key: { url: string }; status: string; prerenderStatus?: string };
        statuses.set(params.key.url, { status: params.status, reason: params.prerenderStatus });
      });
      // Enabling the domain reports the attempts already made.
      await send("Preload.enable", {}, sessionId);
      return {
        evaluate: async <T>(expression: string) =>
          (await send<{ result: { value: T } }>("Runtime.evaluate", { expression, returnByValue: true }, sessionId))
            .result.value,
        /** The prerender of `target` once it is ready or failed. */
        async prerenderOf(target: string): Promise<PrerenderStatus> {
          for (let attempt = 0; attempt < 100; attempt += 1) {
            const status = statuses.get(target);
            if (status && status.status !== "Pending" && status.status !== "Running") return status;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          return statuses.get(target) ?? { status: "never attempted" };
        },
      };
    },
    async close(): Promise<void> {
      const exited = new Promise((resolve) => chromium.once("exit", resolve));
      // Browser.close lets Chromium shut its helper processes down; a bare kill leaves them writing
      // to the profile for a moment after the main process is gone. It is the fallback.
      const stopping = setTimeout(() => chromium.kill(), 5_000);
      await Promise.race([send("Browser.close").catch(() => undefined), exited]);
      socket.close();
      await exited;
      clearTimeout(stopping);
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** Chromium prints its DevTools address on stderr once it listens. */
function devToolsAddress(chromium: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${output}`)), 15_000);
    chromium.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]!);
    });
    chromium.once("exit", (code) => reject(new Error(`Chromium exited with ${code}: ${output}`)));
  });
}
