import { isbot } from "isbot";
import { perUserAgent } from "./per-user-agent.server";

/** What the server knows of the visitor behind an event; held in memory until the batch is written, never stored. */
export interface VisitSignals {
  address: string;
  userAgent: string;
  /** Do Not Track or Global Privacy Control was sent. */
  optedOut: boolean;
}

type HeaderValue = string | string[] | undefined | null;

/** `DNT: 1` or `Sec-GPC: 1`: the visitor asked not to be tracked. */
export function asksNotToTrack(header: (name: "dnt" | "sec-gpc") => HeaderValue): boolean {
  return header("dnt") === "1" || header("sec-gpc") === "1";
}

const isBot = perUserAgent(isbot);

/** People who did not opt out. Bots (isbot's list) and clients that send no user agent at all are not counted. */
export function mayRecord(signals: VisitSignals): boolean {
  return !signals.optedOut && signals.userAgent !== "" && !isBot(signals.userAgent);
}

/** The signals of a request that reached a loader or action (the address comes from Express, proxy-aware). */
export function requestSignals(request: Request, clientAddress: string | undefined): VisitSignals {
  return {
    address: clientAddress ?? "",
    userAgent: request.headers.get("user-agent") ?? "",
    optedOut: asksNotToTrack((name) => request.headers.get(name)),
  };
}
