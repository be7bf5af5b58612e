import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { PRIVATE_PATH } from "./cache-policy";
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
 * everything else (JSON, files, errors) gets the same policy without one.
 */
export function applySecurityHeaders(res: ServerResponse, { secure, path }: { secure: boolean; path: string }): void {
  res.setHeader("Content-Security-Policy", DEFAULT_POLICY);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  // Over plain http the header is ignored anyway, and on localhost it would pin https.
  if (secure) res.setHeader("Strict-Transport-Security", `max-age=${TWO_YEARS_SECONDS}; includeSubDomains`);
  if (PRIVATE_PATH.test(path)) res.setHeader("Cache-Control", "no-store");
}

export function securityHeaders(): RequestHandler {
  return (req, res, next) => {
    applySecurityHeaders(res, { secure: req.secure, path: req.path });
    next();
  };
}
