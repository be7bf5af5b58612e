import type { Server } from "node:http";
import type { Logger } from "pino";

/**
 * How long we keep accepting after a stop signal: connections already queued in the kernel
 * (or on their way from a load balancer that has not yet seen /healthz turn 503) are still
 * served, each answered with `Connection: close`.
 */
const DRAIN_MS = 1_000;
/**
 * Then we stop listening once no request has started for this long while none runs: a
 * connection accepted while the server was busy may hold a request not yet read, and closing
 * it as idle would reset a request the client already sent.
 */
const QUIET_MS = 250;
const QUIET_CHECK_MS = 50;
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
  const quiet = quietnessOf(server);
  const stop = (signal: NodeJS.Signals) => {
    if (state.draining) {
      logger.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    state.draining = true;
    logger.info({ signal }, "shutting down: draining connections");
    const close = () => {
      if (!quiet()) return void setTimeout(close, QUIET_CHECK_MS).unref();
      // server.close() also drops idle keep-alive connections; busy ones end after their response.
      server.close(async () => {
        await cleanup();
        logger.info("shutdown complete");
        logger.flush();
        process.exit(0);
      });
    };
    setTimeout(close, DRAIN_MS).unref();
    setTimeout(() => {
      logger.error("requests still running after the shutdown limit: exiting");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

/** Whether no request runs and none has started for QUIET_MS. */
function quietnessOf(server: Server): () => boolean {
  let running = 0;
  let lastStarted = 0;
  server.on("request", (_request, response) => {
    running += 1;
    lastStarted = Date.now();
    response.once("close", () => (running -= 1));
  });
  return () => running === 0 && Date.now() - lastStarted >= QUIET_MS;
}
