import type { ServerBuild } from "react-router";
import { FILTER_PARAMS } from "~/modules/catalog/filters";
import {
  islandPage,
  PRIVATE_PAGE,
  publicPage,
  STATIC_PAGE,
  staticPage,
  type PageHandle,
} from "~/modules/page-scripts/handle";
import { createRouteTable } from "../../server/route-table";

type Route = NonNullable<ServerBuild["routes"][string]>;

/** A route of a hand-made manifest: what React Router's build lists, with only a handle in its module. */
function route(id: string, parentId: string | undefined, path: string | undefined, handle?: PageHandle, index = false) {
  return { id, parentId, path, index, module: { handle } } as unknown as Route;
}

/**
 * A small manifest shaped like the site's (the real one is read through Vite in
 * server/route-table.test.ts): each kind of page and policy once.
 */
export const SAMPLE_ROUTES: ServerBuild["routes"] = Object.fromEntries(
  [
    route("root", undefined, ""),
    route("routes/_index", "root", undefined, STATIC_PAGE, true),
    route(
      "routes/catalog._index",
      "root",
      "catalog",
      islandPage({ scripts: ["catalog"], query: Object.values(FILTER_PARAMS) }),
      true,
    ),
    route("routes/catalog.$slug", "root", "catalog/:slug", STATIC_PAGE),
    route(
      "routes/catalog.$slug_.$partSlug",
      "root",
      "catalog/:slug/:partSlug",
      staticPage({ thirdPartyScripts: ["tweet-widget"] }),
    ),
    route("routes/categories.$id", "root", "categories/:id", staticPage({ query: ["page"] })),
    route("routes/rss[.]xml", "root", "rss.xml", publicPage()),
    route("routes/tools.sales-blocks", "root", "tools/sales-blocks"),
    route("routes/tools.results.$id", "root", "tools/results/:id", PRIVATE_PAGE),
    route("routes/resources.$token.($item)", "root", "resources/:token/:item?", PRIVATE_PAGE),
    route("routes/admin", "root", "admin", { audience: "private", hydrate: "at-once" }),
    route("routes/admin._index", "routes/admin", undefined, undefined, true),
    route("routes/admin.playbooks", "routes/admin", "playbooks"),
    route("routes/$", "root", "*", publicPage()),
  ].map((entry) => [entry.id, entry]),
);

export const sampleRouteTable = () =>
  createRouteTable({ routes: SAMPLE_ROUTES, routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" } });
