import type { AppContext } from "~/context";
import { listCustomRedirects } from "~/db/queries/custom-redirects.server";
import { memoPerContentVersion } from "~/modules/content-memo/content-memo.server";
import { normalizePath, redirectLocation, ruleMatches, type RedirectRule, type RedirectStatus } from "./rule";

interface RuleIndex {
  exact: Map<string, RedirectRule>;
  /** Longest first, so the most specific prefix answers. */
  prefixes: RedirectRule[];
}

/** Every rule, indexed once per content version on each instance (a rule saved anywhere is a content change). */
const ruleIndex = memoPerContentVersion(async (db): Promise<RuleIndex> => {
  const rules = await listCustomRedirects(db);
  return {
    exact: new Map(rules.filter((rule) => rule.match === "exact").map((rule) => [rule.from, rule])),
    prefixes: rules.filter((rule) => rule.match === "prefix").sort((a, b) => b.from.length - a.from.length),
  };
});

export interface CustomRedirect {
  location: string;
  status: RedirectStatus;
}

/**
 * The owner's redirect for an address the site has no page at, if a rule covers it: an exact
 * rule first, then the longest prefix. Asked only on the way to a 404, so pages that exist pay
 * nothing, and a page published later at a redirected address wins over the rule.
 */
export async function customRedirectFor(
  context: Pick<AppContext, "db" | "contentVersion">,
  url: URL,
): Promise<CustomRedirect | undefined> {
  const path = normalizePath(url.pathname);
  const { exact, prefixes } = await ruleIndex(context);
  const rule = exact.get(path) ?? prefixes.find((candidate) => ruleMatches(candidate, path));
  return rule && { location: redirectLocation(rule, path, url.search), status: rule.status };
}

/** The answer: never stored by the page cache, a CDN or a browser, so a deleted rule stops at once. */
export function customRedirectResponse(redirect: CustomRedirect): Response {
  return new Response(null, {
    status: redirect.status,
    headers: { Location: redirect.location, "Cache-Control": "no-store" },
  });
}
