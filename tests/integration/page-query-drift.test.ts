import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { buildSitemap } from "~/modules/sitemap/build.server";
import { routesOf } from "../../server/route-table";
import { withDevServerBuild } from "../support/dev-server-build";
import { withTestDatabase } from "../support/test-database";

/**
 * The guard against drift between a public page's loaders and its handle's `query`: the page
 * cache keeps only the declared parameters in its key, so a loader that reads another one
 * would hand every visitor the first version of the page rendered. Every public page the site
 * has (each page of the sitemap, the feeds, the examples, a page that does not exist) is loaded
 * by each of its routes' loaders, as the server would, while every read of a query parameter is
 * recorded; then again with a parameter nobody declares, which must change nothing.
 */
const t = withTestDatabase({ seeded: true });
const SITE = "https://playbooks.test";
const PROBE = "drift-probe";
/** Pages no sitemap lists. */
const OTHER_PUBLIC_PAGES = [
  "/rss.xml",
  "/robots.txt",
  "/sitemap.xml",
  "/sitemaps/1.xml",
  "/examples/style-1",
  "/examples/twitter-embed-test",
  "/no/such/page",
  "/api/search",
];
/** Values a visitor might send for the parameters a page declares, so the code that reads them runs. */
const SAMPLE_VALUES: Record<string, string> = { page: "2", search: "ai", sort: "title", order: "asc" };

const site = withDevServerBuild();

/** The names a loader asked its URL's query for, by name: get, getAll, has. */
async function recordingReads<T>(run: () => Promise<T>): Promise<{ value: T; read: Set<string> }> {
  const read = new Set<string>();
  const prototype = URLSearchParams.prototype;
  const originals = { get: prototype.get, getAll: prototype.getAll, has: prototype.has };
  for (const method of ["get", "getAll", "has"] as const) {
    const original = originals[method] as (this: URLSearchParams, name: string, ...rest: unknown[]) => unknown;
    (prototype as unknown as Record<string, unknown>)[method] = function (
      this: URLSearchParams,
      name: string,
      ...rest: unknown[]
    ) {
      read.add(name);
      return original.call(this, name, ...rest);
    };
  }
  try {
    return { value: await run(), read };
  } finally {
    Object.assign(prototype, originals);
  }
}

/** What a loader answered, thrown or returned, in a form two answers can be compared by. */
async function answerOf(run: () => Promise<unknown>): Promise<unknown> {
  let answer: unknown;
  try {
    answer = await run();
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) {
    const location = answer.headers.get("Location")?.replace(new RegExp(`[?&]${PROBE}=[^&]*`), "");
    return { status: answer.status, location, body: await answer.text() };
  }
  return JSON.parse(JSON.stringify(answer ?? null)) as unknown;
}

/** The build's route tree, made once for the file's hundreds of matches. */
let routeTree: ReturnType<typeof routesOf> | undefined;

/** Runs every loader of the routes `url` matches, as React Router would for a document request. */
function loadersOf(url: URL) {
  routeTree ??= routesOf(site.build());
  const matches = matchRoutes(routeTree, url.pathname) ?? [];
  return matches.flatMap(({ route, params }) => {
    const loader = site.build().routes[route.id!]?.module.loader;
    if (!loader) return [];
    const load = () =>
      Promise.resolve(loader({ request: new Request(url), params, context: t.context } as never)) as Promise<unknown>;
    return [{ id: route.id!, load }];
  });
}

describe("the query parameters a public page's loaders read", () => {
  it(
    "are all declared in its routes' handles, and no other parameter changes the page",
    { timeout: 120_000 },
    async () => {
      const { entries } = await buildSitemap(t.db, SITE);
      const paths = [...entries.map((entry) => entry.loc.replace(SITE, "")), ...OTHER_PUBLIC_PAGES];
      const undeclared: string[] = [];
      let checked = 0;
      for (const path of paths) {
        const page = site.routes().resolve(path);
        if (page.policy.audience !== "public") continue;
        const declared = [...page.policy.query];
        const query = declared.map((name) => `${name}=${encodeURIComponent(SAMPLE_VALUES[name] ?? "x")}`).join("&");
        const url = new URL(`${SITE}${path}${query ? `?${query}` : ""}`);
        const probed = new URL(url);
        probed.searchParams.set(PROBE, "1");
        const probedLoaders = loadersOf(probed);
        for (const { id, load } of loadersOf(url)) {
          const { value: answer, read } = await recordingReads(() => answerOf(load));
          for (const name of read) if (!page.policy.query.has(name)) undeclared.push(`${id} reads "${name}" (${path})`);
          const probedLoad = probedLoaders.find((loader) => loader.id === id)!.load;
          expect(await answerOf(probedLoad), `${id} answers differently with ?${PROBE} (${path})`).toEqual(answer);
          checked += 1;
        }
      }
      expect(undeclared, "loaders reading parameters their handle does not declare").toEqual([]);
      expect(checked).toBeGreaterThan(150);
    },
  );
});
