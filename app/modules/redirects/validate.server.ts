import type { AppContext } from "~/context";
import { listCustomRedirects } from "~/db/queries/custom-redirects.server";
import { listRedirects } from "~/db/queries/redirects.server";
import { publicPagePaths } from "~/modules/sitemap/known-pages.server";
import { ruleConflicts } from "./conflicts";
import { parseRule, ruleMatches, ruleSource, type RedirectRule, type RuleInput } from "./rule";

/**
 * Addresses the site itself answers, for some values at least (a result, a pack, a preview, the
 * admin, files): no rule may be set there, as it could hide what the site serves.
 */
const SITE_AREAS = [
  "/admin",
  "/api",
  "/assets",
  "/media",
  "/preview",
  "/resources",
  "/sitemaps",
  "/subscribe",
  "/tools",
  "/examples",
  "/courses",
  "/healthz",
  "/workshop-builder",
  "/rss.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/favicon.svg",
  "/og-image.png",
];

export interface RuleProblem {
  /** The CSV line, for an upload. */
  line?: number;
  /** The old address as written (or as read, when it could be). */
  source: string;
  error: string;
}

export type RulesCheck = { ok: true; rules: RedirectRule[] } | { ok: false; problems: RuleProblem[] };

/**
 * Checks new rules before any is stored: each must read as a rule, must not hide a live page
 * or an address the site keeps (its own areas, an automatic redirect of a renamed page), and
 * with the stored rules must make no loop and no chain of two hops.
 */
export async function checkRules(
  context: Pick<AppContext, "db" | "config" | "contentVersion">,
  inputs: readonly { input: RuleInput; line?: number }[],
): Promise<RulesCheck> {
  const [stored, automatic, livePages] = await Promise.all([
    listCustomRedirects(context.db),
    listRedirects(context.db),
    publicPagePaths(context),
  ]);
  const problems: RuleProblem[] = [];
  const parsed: { rule: RedirectRule; line?: number }[] = [];
  const seen = new Map<string, number | undefined>();
  for (const { input, line } of inputs) {
    const result = parseRule(input, context.config.SITE_URL);
    if (!result.ok) {
      problems.push({ line, source: input.from.trim(), error: result.error });
      continue;
    }
    const { rule } = result;
    const source = ruleSource(rule);
    const error =
      (seen.has(source) ? `${source} is already in this file (line ${seen.get(source)}).` : undefined) ??
      siteProblem(rule, livePages, automatic);
    seen.set(source, line);
    if (error) problems.push({ line, source, error });
    else parsed.push({ rule, line });
  }
  const conflicts = ruleConflicts(
    parsed.map((entry) => entry.rule),
    stored,
  );
  conflicts.forEach((error, index) => {
    const { rule, line } = parsed[index]!;
    if (error) problems.push({ line, source: ruleSource(rule), error });
  });
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) };
  return { ok: true, rules: parsed.map((entry) => entry.rule) };
}

function siteProblem(
  rule: RedirectRule,
  livePages: ReadonlySet<string>,
  automatic: readonly { from: string; to: string | undefined }[],
): string | undefined {
  const source = ruleSource(rule);
  const inside = SITE_AREAS.find((path) => ruleMatches({ from: path, match: "prefix" }, rule.from));
  if (inside) return `${source} is inside ${inside}, which the site answers itself.`;
  const covered = SITE_AREAS.find((path) => ruleMatches(rule, path));
  if (covered) return `${source} would cover ${covered}, which the site answers itself.`;
  const hidden = [...livePages].find((page) => ruleMatches(rule, encodeURI(page)));
  if (hidden) {
    return rule.match === "exact"
      ? `${hidden} is a live page: a redirect would hide it.`
      : `${source} would hide live pages, such as ${hidden}.`;
  }
  const kept = automatic.find((redirect) => ruleMatches(rule, encodeURI(redirect.from)));
  if (kept)
    return `${kept.from} already redirects to ${kept.to ?? "a page in the trash"} since its slug changed: delete that redirect first.`;
  const onward = automatic.find(
    (redirect) => redirect.to && rule.to.replace(/[?#].*$/, "") === encodeURI(redirect.from),
  );
  if (onward)
    return `Chain: ${rule.to} is an old address that redirects to ${onward.to}: point ${source} straight there.`;
  return undefined;
}
