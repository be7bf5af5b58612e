import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

/** A worker that dies is replaced after this pause, so a crash at start cannot spin. */
const RESTART_DELAY_MS = 1_000;

/**
 * The primary process of SERVER_WORKERS > 1: forks that many copies of the server, which share
 * its port (node:cluster hands each new connection to one of them), and replaces one that
 * dies. SIGTERM is passed on to every worker, which drains and exits as a single server does;
 * SIGINT (Ctrl-C) already reaches them all from the terminal. The primary exits once they have.
 */
export function superviseWorkers(count: number, logger: Logger): void {
  let stopping = false;
  // Tracked here: cluster.workers lets a worker go only once it has both exited and
  // disconnected, in either order, so it may still list one that has just exited.
  const running = new Set<Worker>();
  const fork = () => running.add(cluster.fork());
  for (let index = 0; index < count; index += 1) fork();
  const exitOnceAllStopped = () => {
    if (running.size === 0) process.exit(0);
  };
  cluster.on("exit", (worker, code, signal) => {
    running.delete(worker);
    if (stopping) return exitOnceAllStopped();
    logger.error({ pid: worker.process.pid, code, signal }, "server worker exited: starting another");
    // A stop signal that arrives during the pause cancels the replacement: a worker forked
    // after the others were told to stop would never be told, and the primary would wait for it.
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: running.size }, "shutting down the server workers");
    if (signal === "SIGTERM") for (const worker of running) worker.process.kill(signal);
    exitOnceAllStopped();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
