import { Worker } from "node:worker_threads";
import { READY, type TaskReply, type TaskRequest, type TaskTable } from "./serve-tasks";

/** Why a task was stopped from outside: over its time, over its memory, or its worker died. */
export type WorkerLimit = "time" | "memory" | "crash";

export class WorkerLimitError extends Error {
  constructor(readonly limit: WorkerLimit) {
    super(`the worker task was stopped (${limit})`);
    this.name = "WorkerLimitError";
  }
}

/** A task's own error, thrown in the worker: its name and message survive the trip. */
export class WorkerTaskError extends Error {
  constructor(
    readonly remoteName: string,
    message: string,
    remoteStack?: string,
  ) {
    super(message);
    this.name = "WorkerTaskError";
    if (remoteStack) this.stack = remoteStack;
  }
}

export interface WorkerPoolOptions {
  /** The worker's script: `new URL("./name.worker.ts", import.meta.url)` (see vite-plugins/server-workers.ts). */
  script: URL;
  /** Workers running at once; further tasks wait their turn. */
  size: number;
  /** Each task's time, from the moment a worker takes it; past it the worker is stopped. */
  timeLimitMs: number;
  /** Each worker's JavaScript heap; past it the worker is stopped (Node's resourceLimits). */
  memoryLimitMb: number;
  /** An idle worker is stopped after this long, so a server holds no converter's memory between imports. */
  idleMs: number;
}

interface Pending {
  request: TaskRequest;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker?: Worker;
  /** The worker's script has loaded (its modules take a while to start under tsx). */
  ready?: boolean;
  current?: Pending;
  deadline?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

/** A worker whose script has not loaded after this long is broken, not busy. */
const START_LIMIT_MS = 60_000;

/** Runs TypeScript worker scripts from the source tree (tsx, Vitest, the dev server). */
const TYPESCRIPT_BOOTSTRAP = new URL("./typescript-worker.mjs", import.meta.url);

/**
 * Worker threads that run a table of pure tasks (`serveTasks` in the script) away from the
 * event loop, each task within a time and a memory limit. A worker that passes either is
 * terminated, its task fails with a WorkerLimitError, and the next task gets a fresh worker.
 * Workers start on first use and stop after `idleMs` without a task. A busy worker keeps the
 * process alive; an idle one does not (it is unref'd and has no output stream open towards this
 * thread), so a command line that is done exits without waiting for the idle timer.
 */
export class WorkerPool<Tasks extends TaskTable> {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private nextId = 0;

  constructor(private readonly options: WorkerPoolOptions) {
    this.slots = Array.from({ length: Math.max(1, options.size) }, () => ({}));
  }

  run<Name extends keyof Tasks & string>(
    task: Name,
    input: Parameters<Tasks[Name]>[0],
  ): Promise<Awaited<ReturnType<Tasks[Name]>>> {
    return new Promise((resolve, reject) => {
      this.nextId += 1;
      this.queue.push({
        request: { id: this.nextId, task, input },
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.dispatch();
    });
  }

  /** Stops every worker; tasks still running or waiting fail as crashed. */
  async close(): Promise<void> {
    for (const pending of this.queue.splice(0)) pending.reject(new WorkerLimitError("crash"));
    await Promise.all(this.slots.map((slot) => this.retire(slot, new WorkerLimitError("crash"))));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.current) continue;
      const next = this.queue.shift();
      if (!next) return;
      clearTimeout(slot.idle);
      slot.worker ??= this.start(slot);
      slot.worker.ref();
      slot.current = next;
      this.startClock(slot, slot.ready ? "time" : "crash");
      slot.worker.postMessage(next.request);
    }
  }

  /** A task's time starts once its worker is ready; until then only a broken start is guarded against. */
  private startClock(slot: Slot, limit: "time" | "crash"): void {
    clearTimeout(slot.deadline);
    const ms = limit === "time" ? this.options.timeLimitMs : START_LIMIT_MS;
    slot.deadline = setTimeout(() => void this.retire(slot, new WorkerLimitError(limit)), ms);
  }

  private start(slot: Slot): Worker {
    const { script, memoryLimitMb } = this.options;
    const typescript = script.pathname.endsWith(".ts");
    const worker = new Worker(typescript ? TYPESCRIPT_BOOTSTRAP : script, {
      workerData: { script: script.href },
      resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb },
      // No `stdout: true`: a stdio stream read here holds this thread's loop open until the worker
      // ends, unref'd or not. The worker writes nothing instead (serveTasks silences its output).
    });
    worker.on("message", (reply: TaskReply) => this.settle(slot, worker, reply));
    worker.on("error", (error: NodeJS.ErrnoException) => {
      const limit = error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "memory" : "crash";
      void this.retire(slot, new WorkerLimitError(limit), worker);
    });
    worker.on("exit", () => void this.retire(slot, new WorkerLimitError("crash"), worker));
    return worker;
  }

  private settle(slot: Slot, worker: Worker, reply: TaskReply): void {
    if (slot.worker !== worker) return;
    if (reply === READY) {
      slot.ready = true;
      if (slot.current) this.startClock(slot, "time");
      return;
    }
    const current = slot.current;
    if (!current || current.request.id !== reply.id) return;
    clearTimeout(slot.deadline);
    slot.current = undefined;
    if (reply.ok) current.resolve(reply.value);
    else current.reject(new WorkerTaskError(reply.name, reply.message, reply.stack));
    worker.unref();
    slot.idle = setTimeout(() => void this.retire(slot, new WorkerLimitError("crash")), this.options.idleMs);
    slot.idle.unref();
    this.dispatch();
  }

  /** Stops the slot's worker (if it is still `worker`), failing its task with `reason`, and moves the queue on. */
  private async retire(slot: Slot, reason: WorkerLimitError, worker = slot.worker): Promise<void> {
    if (!worker || slot.worker !== worker) return;
    clearTimeout(slot.deadline);
    clearTimeout(slot.idle);
    const current = slot.current;
    slot.worker = undefined;
    slot.ready = false;
    slot.current = undefined;
    current?.reject(reason);
    this.dispatch();
    await worker.terminate();
  }
}
