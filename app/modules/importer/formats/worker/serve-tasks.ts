import os from "node:os";
import { parentPort } from "node:worker_threads";

/** A worker's nice value: where CPUs are scarce, the thread serving visitors goes first. */
export const WORKER_NICENESS = 10;

/** Pure functions a worker runs: one structured-cloneable input, a structured-cloneable result. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each task names its own input type
export type TaskTable = Record<string, (input: any) => unknown>;

export interface TaskRequest {
  id: number;
  task: string;
  input: unknown;
}

/** The worker's first message, once its script has loaded: task time is counted from here. */
export const READY = "ready";

export type TaskReply =
  | typeof READY
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; name: string; message: string; stack?: string };

/**
 * The worker's side of WorkerPool: runs each request's task, one at a time (the pool sends a
 * worker one task at a time), and replies with its result or its error's name and message.
 */
export function serveTasks(tasks: TaskTable): void {
  const port = parentPort;
  if (!port) throw new Error("serveTasks runs in a worker thread");
  // On Linux a nice value belongs to a thread, so this lowers the worker alone (elsewhere it
  // would be the whole process: the server's main thread too).
  if (process.platform === "linux") os.setPriority(WORKER_NICENESS);
  // A task's output is its reply: a library's stray console line must not reach the server's log.
  for (const stream of [process.stdout, process.stderr]) stream.write = writeNowhere;
  port.on("message", async (request: TaskRequest) => {
    let reply: TaskReply;
    try {
      const task = tasks[request.task];
      if (!task) throw new Error(`no task named "${request.task}"`);
      reply = { id: request.id, ok: true, value: await task(request.input) };
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      reply = { id: request.id, ok: false, name: failure.name, message: failure.message, stack: failure.stack };
    }
    port.postMessage(reply);
  });
  port.postMessage(READY);
}

/** A stream's `write` that drops the chunk and reports it written, as a caller waiting on it expects. */
function writeNowhere(_chunk: unknown, encodingOrDone?: unknown, done?: unknown): boolean {
  const callback = typeof encodingOrDone === "function" ? encodingOrDone : done;
  if (typeof callback === "function") queueMicrotask(() => callback());
  return true;
}
