import type { ErrorRequestHandler } from "express";

interface HttpError {
  status?: number;
  statusCode?: number;
  /** Set by body parsers and our own request errors: the message is safe to show. */
  expose?: boolean;
  message?: string;
}

/**
 * The last handler: errors that escaped the routes. A client's mistake (4xx) is answered with
 * its message; anything else is logged once with its stack and answered without details.
 */
export function errorHandler(): ErrorRequestHandler {
  return (error: HttpError, req, res, _next) => {
    if (res.headersSent) {
      // Part of the answer is out: all that is left is to cut it short, as Express's own
      // handler would, but logged here (with the request id) rather than on stderr.
      req.log.error({ err: error }, "error after the response started");
      res.destroy();
      return;
    }
    const status = error.status ?? error.statusCode ?? 500;
    const clientError = status >= 400 && status < 500;
    if (!clientError) req.log.error({ err: error }, "unhandled error while answering a request");
    const message = clientError && error.expose && error.message ? error.message : clientError ? "Bad request." : "";
    res.status(clientError ? status : 500);
    res.setHeader("Cache-Control", "no-store");
    res.type("text/plain").send(message || "Something went wrong on our side. Please try again in a moment.");
  };
}
