import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { PRIVATE_CACHE_CONTROL } from "./cache-policy";
import { contentSecurityPolicy } from "./content-security-policy";

const TWO_YEARS_SECONDS = 63_072_000;
const DEFAULT_POLICY = contentSecurityPolicy();

/** Features no page of ours uses: a script that slips through still cannot ask for them. */
const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
  "browsing-topics=()",
].join(", ");

/**
 * Headers every response carries. Documents rendered by React Router replace the
 * Content-Security-Policy with one that carries the render's nonce (app/entry.server.tsx);
 * everything else (JSON, files, errors) gets the same policy without one. Every answer for a
 * private page, a refusal of its form included, is stored by no cache.
 */
export function applySecurityHeaders(res: ServerResponse, { secure, noStore }: { secure: boolean; noStore: boolean }) {
  res.setHeader("Content-Security-Policy", DEFAULT_POLICY);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  // Over plain http the header is ignored anyway, and on localhost it would pin https.
  if (secure) res.setHeader("Strict-Transport-Security", `max-age=${TWO_YEARS_SECONDS}; includeSubDomains`);
  if (noStore) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
}

export function securityHeaders(isPrivate: (req: IncomingMessage) => boolean): RequestHandler {
  return (req, res, next) => {
    applySecurityHeaders(res, { secure: req.secure, noStore: isPrivate(req) });
    next();
  };
}
