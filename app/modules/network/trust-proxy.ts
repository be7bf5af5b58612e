import ipaddr from "ipaddr.js";

/** Names Express (proxy-addr) knows for address ranges. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Which peers may tell us the visitor's address and protocol (X-Forwarded-For/-Proto/-Host),
 * in the form Express's `trust proxy` setting takes: `false` (none: the socket's address is the
 * visitor's), a number of proxy hops in front of the server, or the proxies' addresses and CIDR
 * ranges (or the names loopback, linklocal, uniquelocal).
 */
export type TrustProxy = false | number | string[];

export type TrustProxyParse = { ok: true; value: TrustProxy } | { ok: false; problem: string };

/** Reads TRUST_PROXY: unset means none; "1" or "2" a hop count; otherwise a comma-separated list. */
export function parseTrustProxy(raw: string | undefined): TrustProxyParse {
  const text = raw?.trim() ?? "";
  if (text === "" || text === "false" || text === "0") return { ok: true, value: false };
  if (/^\d+$/.test(text)) return { ok: true, value: Number(text) };
  const entries = text.split(",").map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    return {
      ok: false,
      problem: `must be a number of proxy hops or a comma-separated list of proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal; "${wrong}" is none of these`,
    };
  }
  return { ok: true, value: entries };
}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  return entry.includes("/") ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry);
}
