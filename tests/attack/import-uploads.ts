import { spawn } from "node:child_process";
import type { Kysely } from "kysely";
import { openSqlite, sqliteFilePath } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import { importFileStatuses } from "../support/admin-import";
import { signInCookie } from "../support/admin-cookie";

export interface UploadFile {
  name: string;
  bytes: Uint8Array;
}

/** An admin's upload through the drop zone, as the browser posts it: the batch's id. */
export async function dropZoneUpload(origin: string, files: UploadFile[], cookie?: string): Promise<string> {
  cookie ??= await signInCookie(origin);
  const form = new FormData();
  for (const file of files) form.append("htmlFiles", new File([Buffer.from(file.bytes)], file.name));
  const response = await fetch(`${origin}/admin/import?index`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, Cookie: cookie },
    body: form,
  });
  const location = response.headers.get("Location");
  if (response.status !== 302 || !location) throw new Error(`the upload was refused with ${response.status}`);
  return new URL(location, origin).searchParams.get("batch")!;
}

/** The server's own database (SQLite in its data folder), to read what the batch became. */
export function serverDatabase(dataDir: string): Kysely<Database> {
  return openSqlite(sqliteFilePath(dataDir));
}

/** Waits until no file of the batch is waiting or processing; each file's status and message. */
export async function settledFiles(
  db: Kysely<Database>,
  batchId: string,
  timeoutMs: number,
): Promise<Map<string, { status: string; error: string | null }>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { files } = await importFileStatuses(db, batchId);
    const settled = [...files.values()].every((file) => file.status === "completed" || file.status === "error");
    if (settled && files.size > 0) return files;
    if (Date.now() > deadline) throw new Error(`batch ${batchId} still running after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface HealthWatch {
  samples: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * Times /healthz from a process of its own (health-watcher.ts) while `work` runs: the
 * latencies a load balancer, or a visitor, would see meanwhile. A request that failed counts
 * as never answered.
 */
export async function watchHealth<T>(
  origin: string,
  work: () => Promise<T>,
): Promise<{ result: T; health: HealthWatch }> {
  const watcher = spawn(process.execPath, ["--import", "tsx", "tests/attack/health-watcher.ts", origin], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let output = "";
  watcher.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => watcher.on("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    watcher.stdout.on("data", () => output.startsWith("ready\n") && resolve());
    watcher.on("exit", () => reject(new Error("the health watcher stopped before it was ready")));
  });
  try {
    return { result: await work(), health: await stopWatching() };
  } finally {
    if (watcher.exitCode === null) watcher.stdin.end();
  }

  async function stopWatching(): Promise<HealthWatch> {
    watcher.stdin.end();
    await exited;
    const latencies = (JSON.parse(output.slice("ready\n".length)) as number[]).map((ms) =>
      ms < 0 ? Number.POSITIVE_INFINITY : ms,
    );
    return summarize(latencies);
  }
}

function summarize(latencies: number[]): HealthWatch {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return { samples: sorted.length, p99Ms: at(0.99), maxMs: sorted.at(-1) ?? 0 };
}
