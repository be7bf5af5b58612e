import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { ContentVersion } from "./cache/content-version.server";
import type { PageCache } from "./cache/page-cache";
import { pageCacheKey } from "./cache-policy";
import { answerWithPage } from "./page-responses";
import { requestId } from "./request-id";
import { searchOf } from "./request-page";
import type { PagePath } from "./route-table";
import { applySecurityHeaders } from "./security-headers";

export interface CacheFront {
  cache: PageCache;
  contentVersion: ContentVersion;
  logger: Logger;
  /** Express's compiled `trust proxy` test: may this peer tell us the visitor used https? */
  trustProxy: (address: string, hop: number) => boolean;
}

/**
 * Answers a request for a cached public page straight from node:http, before Express and
 * React Router: a page cache hit is then about as cheap as a static file. Anything else
 * (a miss, another method, a page that is not public) returns false and goes the usual way.
 */
export function answerFromCache(req: IncomingMessage, res: ServerResponse, front: CacheFront, asked: PagePath) {
  if ((req.method !== "GET" && req.method !== "HEAD") || !req.url || asked.policy.audience !== "public") return false;
  const version = front.cache.enabled ? front.contentVersion.current() : undefined;
  const page = version === undefined ? undefined : front.cache.get(pageCacheKey(asked, searchOf(req.url)), version);
  if (!page) return false;

  const started = performance.now();
  const answer = answerWithPage(
    page,
    {
      method: req.method,
      acceptEncoding: req.headers["accept-encoding"],
      ifNoneMatch: req.headers["if-none-match"],
      hasCookies: req.headers.cookie !== undefined,
    },
    "hit",
  );
  applySecurityHeaders(res, { secure: isHttps(req, front.trustProxy), noStore: false });
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
  if (front.logger.isLevelEnabled("info")) {
    front.logger.info(
      {
        req: { id: requestId(req), method: req.method, url: req.url },
        res: { statusCode: answer.status },
        responseTime: Math.round(performance.now() - started),
      },
      "request completed",
    );
  }
  return true;
}

/** As Express's `req.secure`: TLS here, or X-Forwarded-Proto from a trusted proxy. */
export function isHttps(req: IncomingMessage, trustProxy: CacheFront["trustProxy"]): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  // The header first: asking whether the peer is trusted parses its address, on every request.
  const forwarded = req.headers["x-forwarded-proto"];
  if (typeof forwarded !== "string" || forwarded.split(",")[0]!.trim() !== "https") return false;
  return trustProxy(req.socket.remoteAddress ?? "", 0);
}
