import type { RequestHandler } from "express";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { pingDatabase } from "~/db/health.server";
import type { ShutdownState } from "./graceful-shutdown";

/**
 * 200 after a database round trip; 503 when the database does not answer or the server is
 * shutting down, so a load balancer stops routing here.
 */
export function healthCheck<DB>(db: Kysely<DB>, logger: Logger, shutdown: ShutdownState): RequestHandler {
  return async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (shutdown.draining) {
      res.status(503).json({ status: "unavailable", reason: "shutting down" });
      return;
    }
    try {
      await pingDatabase(db);
      res.json({ status: "ok" });
    } catch (error) {
      // The request's own logger carries its id; the server's is the fallback outside pino-http.
      (req.log ?? logger).error({ err: error }, "health check failed");
      res.status(503).json({ status: "unavailable", reason: "database unreachable" });
    }
  };
}
