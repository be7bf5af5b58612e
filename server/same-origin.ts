import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses form posts and other writes that a page on another site sent (its browser names
 * that site in Origin): 403 with a plain reason, before any body is read. React Router makes
 * the same check, but reports each refusal as a server error with a stack.
 */
export function refuseCrossOriginWrites(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    const origin = req.get("Origin");
    if (SAFE_METHODS.has(req.method) || origin === undefined) return next();
    if (origin === siteOrigin || origin === `${req.protocol}://${req.host}`) return next();
    res.status(403).set("Cache-Control", "no-store").type("text/plain").send("Cross-origin requests are refused.");
  };
}
