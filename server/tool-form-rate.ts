import type { RequestHandler } from "express";
import type { AppContext } from "~/context";
import { consumeRateLimit, describeWait } from "~/modules/rate-limit/rate-limit.server";
import { addressKey } from "~/modules/network/address-key";

/** The free tools' form posts (steps without scripts, generating, unlocking), by page or data URL. */
const TOOL_FORM = /^\/(tools\/[^/]+|workshop-builder)(\.data)?\/?$/;

/** Whether a post to `path` (as the router matches it, server/route-table.ts) counts as a tool form. */
export function isToolForm(path: string): boolean {
  return TOOL_FORM.test(path);
}

/**
 * Posts per address to the tools' forms: a visitor going through every tool without scripts
 * sends a few dozen; a script hammering them is refused before its body is read. Counted in the
 * database, like the other limits, so every instance agrees.
 */
export const TOOL_FORM_LIMIT = { bucket: "tool-form", limit: 60, windowMs: 10 * 60_000 };

export function limitToolForms(db: AppContext["db"]): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || !isToolForm(req.path)) return next();
    consumeRateLimit(db, { ...TOOL_FORM_LIMIT, subject: addressKey(req.ip) }).then((state) => {
      if (!state.limited) return next();
      res
        .status(429)
        .set({ "Retry-After": String(state.retryAfterSeconds), "Cache-Control": "no-store" })
        .type("text/plain")
        .send(
          `Too many forms sent from your connection. Please try again in ${describeWait(state.retryAfterSeconds)}.`,
        );
    }, next);
  };
}
