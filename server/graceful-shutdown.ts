import type { Server } from "node:http";
import type { Logger } from "pino";

/**
 * How long we keep accepting after a stop signal: connections already queued in the kernel
 * (or on their way from a load balancer that has not yet seen /healthz turn 503) are still
 * served, each answered with `Connection: close`.
 */
const DRAIN_MS = 1_000;
/** After this, whatever is still running is abandoned. */
const SHUTDOWN_LIMIT_MS = 10_000;

/** Shared with the app: while draining, /healthz answers 503 and responses close their connection. */
export interface ShutdownState {
  draining: boolean;
}

/**
 * SIGTERM/SIGINT: drain, stop listening, let every request that reached us finish, then run
 * `cleanup` (close the database) and exit 0. A second signal exits at once.
 */
export function stopGracefullyOnSignals(
  server: Server,
  state: ShutdownState,
  logger: Logger,
  cleanup: () => Promise<void>,
): void {
  const stop = (signal: NodeJS.Signals) => {
    if (state.draining) {
      logger.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    state.draining = true;
    logger.info({ signal }, "shutting down: draining connections");
    setTimeout(() => {
      // server.close() also drops idle keep-alive connections; busy ones end after their response.
      server.close(async () => {
        await cleanup();
        logger.info("shutdown complete");
        logger.flush();
        process.exit(0);
      });
    }, DRAIN_MS).unref();
    setTimeout(() => {
      logger.error("requests still running after the shutdown limit: exiting");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
