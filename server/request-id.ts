import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** The id every log line of a request carries: the proxy's X-Request-Id when it sends one. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && given.length > 0 && given.length <= 200 ? given : randomUUID();
}
