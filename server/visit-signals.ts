import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";
import { asksNotToTrack, type VisitSignals } from "~/modules/analytics/privacy.server";

/** Express's compiled `trust proxy` test: which peers may name the visitor in X-Forwarded-For. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** The visitor's address (as Express's `req.ip`), browser and tracking choice, read from the raw request. */
export function visitSignals(req: IncomingMessage, trustProxy: TrustProxy): VisitSignals {
  const header = (name: string) => req.headers[name];
  return {
    address: proxyAddr(req, trustProxy),
    userAgent: req.headers["user-agent"] ?? "",
    optedOut: asksNotToTrack(header),
  };
}
