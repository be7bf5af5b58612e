import { describe, expect, it } from "vitest";
import { ACTION_ENDPOINTS, READ_PATHS } from "../fuzz/endpoints";
import { withDevServerBuild } from "../support/dev-server-build";
import { leafRoutes } from "../support/leaf-routes";

/**
 * The fuzz suite (`npm run test:fuzz`) and the attack's 2,000 requests (`npm run test:attack`)
 * send their malformed bodies, methods and paths to the addresses in tests/fuzz/endpoints.ts.
 * A route missing there is never tried, so a new route's 500 would pass them: this fails until
 * every route is read, and every action posted to, by at least one of them.
 */
const site = withDevServerBuild();

describe("the fuzzed addresses", () => {
  it("reach every route of the site, and post to every action", () => {
    const reached = (path: string) => site.routes().resolve(new URL(path, "http://site.test").pathname).routeIds.at(-1);
    const read = new Set([...READ_PATHS, ...ACTION_ENDPOINTS.map((endpoint) => endpoint.path)].map(reached));
    const posted = new Set(
      ACTION_ENDPOINTS.map((endpoint) => {
        const { pathname, searchParams } = new URL(endpoint.path, "http://site.test");
        const page = site.routes().resolve(pathname);
        // A post without `?index` goes to an index route's parent, as React Router routes it.
        return searchParams.has("index")
          ? page.routeIds.at(-1)
          : page.routeIds.findLast((id) => !id.endsWith("_index"));
      }),
    );
    const routes = leafRoutes(site.build());
    const withAction = routes.filter((route) => site.build().routes[route.id]?.module.action);
    expect(routes.filter((route) => !read.has(route.id)).map((route) => route.id)).toEqual([]);
    expect(withAction.filter((route) => !posted.has(route.id)).map((route) => route.id)).toEqual([]);
  });
});
