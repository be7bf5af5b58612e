import type { IncomingMessage, ServerResponse } from "node:http";
import type { Config } from "~/config.server";
import type { TrustProxy } from "./visit-signals";

/** Names of this machine: a site configured on one of them is reachable through all of them. */
const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/** Answered whatever the Host: load balancers and orchestrators ask by address. */
const HEALTH_CHECK = "/healthz";

/**
 * The host names the site is served under: SITE_URL's, and ALLOWED_HOSTS (a CDN's origin
 * name, a second domain). Ports are not compared: the page cache's key holds no host, so a
 * host name the site serves costs nothing more however it is spelt.
 */
export function siteHostNames(config: Pick<Config, "SITE_URL" | "ALLOWED_HOSTS">): ReadonlySet<string> {
  const own = new URL(config.SITE_URL).hostname;
  return new Set([own, ...(config.ALLOWED_HOSTS ?? []), ...(LOOPBACK.includes(own) ? LOOPBACK : [])]);
}

/** The host name a request was sent to, as Express's `req.host` reads it (X-Forwarded-Host from a trusted proxy). */
function requestedHostName(req: IncomingMessage, trustProxy: TrustProxy): string | undefined {
  const forwarded = req.headers["x-forwarded-host"];
  const trusted = typeof forwarded === "string" && trustProxy(req.socket.remoteAddress ?? "", 0);
  const host = trusted ? forwarded.split(",")[0]!.trim() : req.headers.host;
  if (!host) return undefined;
  return URL.parse(`http://${host}`)?.hostname.replace(/\.$/, "");
}

/**
 * Refuses a request for a host the site is not served under, before anything else runs: such a
 * request is never rendered and never stored, so made-up Host headers can neither fill the page
 * cache nor cost a render. A page asked for is sent to the same path on SITE_URL (a visitor who
 * typed the server's address gets the site); anything else is answered 421 Misdirected Request.
 * Returns false for a request the site serves.
 */
export function refuseForeignHost(
  req: IncomingMessage,
  res: ServerResponse,
  { hostNames, siteUrl, trustProxy }: { hostNames: ReadonlySet<string>; siteUrl: string; trustProxy: TrustProxy },
): boolean {
  const url = req.url ?? "/";
  const name = requestedHostName(req, trustProxy);
  if ((name !== undefined && hostNames.has(name)) || url === HEALTH_CHECK) return false;
  const headers = { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" };
  if ((req.method === "GET" || req.method === "HEAD") && url.startsWith("/")) {
    res.writeHead(301, { ...headers, Location: `${siteUrl}${url}` }).end();
  } else {
    res.writeHead(421, headers).end("This server does not serve that host name.");
  }
  return true;
}
