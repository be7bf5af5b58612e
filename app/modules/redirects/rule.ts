/** 301 tells search engines the address moved for good; 302, for now. */
export type RedirectStatus = 301 | 302;

/** An owner's redirect as stored: from one old path, or from every path under a prefix. */
export interface RedirectRule {
  /** The old path, without a trailing slash ("/blog/my-post"; "/" only for the home page). */
  from: string;
  /** "prefix": `from` itself and every path under it ("/blog/*" in forms and files). */
  match: "exact" | "prefix";
  /** A path on this site, or an https address; ending in "/*" on a prefix rule, it receives the rest of the path. */
  to: string;
  status: RedirectStatus;
}

/** What an owner types in the form or a CSV row. */
export interface RuleInput {
  from: string;
  to: string;
  status?: string | number;
}

export type ParsedRule = { ok: true; rule: RedirectRule } | { ok: false; error: string };

const MAX_LENGTH = 1000;
const PREFIX_MARK = "/*";

/**
 * Reads a rule as the owner wrote it: the old address as a path on this site (a full address
 * on this site is cut to its path), the new one as a path or an https address. A source ending
 * in "/*" covers everything under it. Paths are compared as browsers send them (percent-encoded).
 */
export function parseRule(input: RuleInput, siteUrl: string): ParsedRule {
  const site = new URL(siteUrl);
  const fromText = input.from.trim();
  const toText = input.to.trim();
  if (!fromText) return { ok: false, error: "The old address is empty." };
  if (!toText) return { ok: false, error: "The new address is empty." };
  if (fromText.length > MAX_LENGTH || toText.length > MAX_LENGTH) {
    return { ok: false, error: `Addresses can be at most ${MAX_LENGTH} characters.` };
  }
  const status = parseStatus(input.status);
  if (!status) return { ok: false, error: "The status must be 301 (moved for good) or 302 (moved for now)." };

  const source = sourcePath(fromText, site);
  if (!source.ok) return source;
  const prefix = source.path.endsWith(PREFIX_MARK) || source.path === "/*";
  const from = normalizePath(prefix ? source.path.slice(0, -PREFIX_MARK.length) || "/" : source.path);

  const target = targetAddress(toText, site);
  if (!target.ok) return target;
  if (target.to.endsWith(PREFIX_MARK) && !prefix) {
    return { ok: false, error: "Only a rule from a path ending in /* can pass the rest of the path on (…/*)." };
  }
  return { ok: true, rule: { from, match: prefix ? "prefix" : "exact", to: target.to, status } };
}

function parseStatus(value: string | number | undefined): RedirectStatus | undefined {
  const text = String(value ?? "").trim();
  if (text === "") return 301;
  return text === "301" ? 301 : text === "302" ? 302 : undefined;
}

/** The old address: a path on this site. A full address must be this site's; no query or fragment. */
function sourcePath(text: string, site: URL): { ok: true; path: string } | { ok: false; error: string } {
  let url: URL;
  if (/^[a-z][a-z\d+.-]*:/i.test(text) || text.startsWith("//")) {
    const parsed = URL.parse(text);
    if (!parsed || parsed.host !== site.host) {
      return { ok: false, error: `The old address must be a path on this site (${site.host}), such as /blog/my-post.` };
    }
    url = parsed;
  } else if (text.startsWith("/")) {
    url = new URL(text, site);
  } else {
    return { ok: false, error: "The old address must start with / (a path on this site, such as /blog/my-post)." };
  }
  if (url.search || url.hash || /[?#]/.test(text)) {
    return { ok: false, error: "The old address is matched by its path: leave out ? and # parts." };
  }
  return { ok: true, path: url.pathname };
}

/** The new address: a path on this site (kept as a path), or an https address elsewhere. */
function targetAddress(text: string, site: URL): { ok: true; to: string } | { ok: false; error: string } {
  if (text.startsWith("/") && !text.startsWith("//")) {
    const url = new URL(text, site);
    return { ok: true, to: `${normalizePath(url.pathname)}${url.search}${url.hash}` };
  }
  const url = URL.parse(text);
  if (!url || !/^https?:$/.test(url.protocol) || !url.hostname) {
    return { ok: false, error: "The new address must be a path on this site (/…) or an https:// address." };
  }
  if (url.host === site.host) return targetAddress(`${url.pathname}${url.search}${url.hash}`, site);
  if (url.protocol !== "https:") return { ok: false, error: "Another site's address must start with https://." };
  if (url.username || url.password)
    return { ok: false, error: "The new address must not carry a user name or password." };
  return { ok: true, to: url.href };
}

/** Without a trailing slash: "/blog/" and "/blog" are one address to redirect. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** How a rule is written in forms and files: "/blog/*" for a prefix. */
export function ruleSource(rule: Pick<RedirectRule, "from" | "match">): string {
  if (rule.match === "exact") return rule.from;
  return rule.from === "/" ? "/*" : `${rule.from}${PREFIX_MARK}`;
}

/** Whether the rule answers for this path (already normalised). */
export function ruleMatches(rule: Pick<RedirectRule, "from" | "match">, path: string): boolean {
  if (rule.match === "exact") return path === rule.from;
  return rule.from === "/" || path === rule.from || path.startsWith(`${rule.from}/`);
}

/**
 * Where the rule sends a visitor who asked for `path` with `search`: the rest of a prefix
 * rule's path is passed on when its target ends in "/*", and the visitor's query is kept
 * unless the target has its own.
 */
export function redirectLocation(rule: RedirectRule, path: string, search: string): string {
  let to = rule.to;
  const [address, query] = splitQuery(to);
  if (address.endsWith(PREFIX_MARK)) {
    const rest = rule.from === "/" ? path : path.slice(rule.from.length);
    const base = address.slice(0, -PREFIX_MARK.length);
    to = `${base}${rest.startsWith("/") || rest === "" ? rest : `/${rest}`}${query}` || "/";
  }
  return to.includes("?") || !search ? to : `${to}${search}`;
}

function splitQuery(address: string): [string, string] {
  const at = address.search(/[?#]/);
  return at === -1 ? [address, ""] : [address.slice(0, at), address.slice(at)];
}
