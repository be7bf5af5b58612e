import type { Server } from "node:http";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { pageOfRequest, searchOf } from "./request-page";
import { READ_METHODS } from "./route-table";

/**
 * Every method gets an answer before anything reads a body: GET, HEAD and POST go on to the
 * route when it answers them; OPTIONS gets 204 with the route's methods; anything else (PUT,
 * DELETE, PATCH, TRACE, WebDAV's…) gets 405 with them in `Allow`. Fetch's Request refuses
 * TRACE outright, so without this a TRACE with a body reached React Router's bridge and
 * answered 500.
 */
export function answerMethods(): RequestHandler {
  return (req, res, next) => {
    const allowed = methodsOf(req);
    if (allowed.includes(req.method)) {
      // A route's own 405 (a post-only endpoint read, React Router's data request for it) names them too.
      onHeaders(res, () => {
        if (res.statusCode === 405 && !res.hasHeader("Allow")) res.setHeader("Allow", allowed.join(", "));
      });
      return next();
    }
    res.set("Allow", allowed.join(", "));
    res.set("Cache-Control", "no-store");
    if (req.method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    const uses = allowed.includes("POST") ? "GET to read it and POST to send its form" : "GET to read it";
    res.status(405).type("text/plain").send(`${req.method} is not a method this address answers. Use ${uses}.`);
  };
}

/** The methods of the route the request reaches; the reading ones when its page is unknown (the build did not load). */
function methodsOf(req: Parameters<RequestHandler>[0]): readonly string[] {
  let page;
  try {
    page = pageOfRequest(req);
  } catch {
    return READ_METHODS;
  }
  // React Router's test for a request to the index route: an empty `index` parameter.
  const toIndex = new URLSearchParams(searchOf(req.originalUrl)).getAll("index").includes("");
  return (toIndex && page.indexMethods) || page.methods;
}

/**
 * CONNECT asks the server to open a tunnel, which it never does: Node hands such a request to
 * a "connect" listener or drops the connection without a word. This answers it with 405.
 */
export function refuseTunnels(server: Server): void {
  server.on("connect", (_req, socket) => {
    socket.end(
      "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
    );
  });
}
