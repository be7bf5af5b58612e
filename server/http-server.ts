import { createServer, type RequestListener, type Server } from "node:http";
import { refuseTunnels } from "./methods";

/**
 * How long an idle kept-alive connection stays open. Node's default, 5 s, is shorter than the
 * idle time of what sits in front of the server (a load balancer's pool: 60 s at AWS and in
 * nginx; a browser's or undici's, from the server's own `Keep-Alive: timeout` hint): the server
 * closes a connection just as the client sends its next request on it, and that request fails
 * ("other side closed", a 502 at the balancer). Longer than theirs, the client always closes first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The site's HTTP server: the request listener behind the connection rules above. */
export function createHttpServer(listener: RequestListener): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // A request's headers may take as long as an idle connection is kept (Node's advice: longer).
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  refuseTunnels(server);
  return server;
}
