import { createElement, Suspense } from "react";
import { Outlet, useRouteError, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppContext } from "~/context";
import * as entryServer from "~/entry.server";

/** Thrown by the routes of the failing build; the stack must reach the log and never the visitor. */
export const LOADER_FAILURE = "the part loader broke";
export const ACTION_FAILURE = "the part action broke";
export const FILE_FAILURE = "the file loader broke";
export const RENDER_FAILURE = "the part component broke";

/** A root that shows whatever error it is given, stack included, so a leak would be visible. */
function Root() {
  return createElement("html", null, createElement("body", null, createElement(Outlet)));
}
function ErrorBoundary() {
  const error = useRouteError();
  const shown = error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : String(error);
  return createElement("html", null, createElement("body", null, createElement("pre", null, shown)));
}

function Broken(): never {
  throw new Error(RENDER_FAILURE);
}

async function failingLoader({ context }: { context: AppContext }): Promise<never> {
  context.logger.info("part loader started");
  throw new Error(LOADER_FAILURE);
}

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

export const entryRoute = (id: string, path: string, flags: { hasLoader?: boolean; hasAction?: boolean } = {}) => ({
  id,
  path,
  parentId: id === "root" ? undefined : "root",
  module: `/${id}.js`,
  hasLoader: flags.hasLoader ?? false,
  hasAction: flags.hasAction ?? false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: id === "root",
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
});

/**
 * A React Router server build with the site's real entry (app/entry.server.tsx) and routes
 * that throw: a page's loader and action, a resource route's loader, and page components.
 */
export const failingBuild: ServerBuild = {
  entry: { module: entryServer },
  routes: {
    root: { id: "root", path: "", module: { default: Root, ErrorBoundary } },
    "routes/part": {
      id: "routes/part",
      parentId: "root",
      path: "part",
      module: {
        default: () => createElement("p", null, "never rendered"),
        loader: failingLoader,
        action: () => Promise.reject(new Error(ACTION_FAILURE)),
      },
    },
    // React renders the failed part in the browser instead; the page itself is answered.
    "routes/recovered": {
      id: "routes/recovered",
      parentId: "root",
      path: "recovered",
      module: { default: () => createElement(Suspense, { fallback: "Loading" }, createElement(Broken)) },
    },
    "routes/broken": { id: "routes/broken", parentId: "root", path: "broken", module: { default: Broken } },
    "routes/file": {
      id: "routes/file",
      parentId: "root",
      path: "file",
      // No component makes it a resource route; the build's type always asks for one.
      module: { loader: () => Promise.reject(new Error(FILE_FAILURE)) } as unknown as RouteModule,
    },
  },
  assets: {
    entry: { imports: [], module: "/entry.client.js" },
    routes: {
      root: entryRoute("root", ""),
      "routes/part": entryRoute("routes/part", "part", { hasLoader: true, hasAction: true }),
      "routes/recovered": entryRoute("routes/recovered", "recovered"),
      "routes/broken": entryRoute("routes/broken", "broken"),
      "routes/file": entryRoute("routes/file", "file", { hasLoader: true }),
    },
    url: "/manifest.js",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: { v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false, v8_middleware: false },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
};

/** Stands in for Vite's dev server, the app's one seam for where the server build comes from. */
export function serveBuild(load: () => Promise<ServerBuild>): ViteDevServer {
  const stand = { middlewares: (_req: unknown, _res: unknown, next: () => void) => next(), ssrLoadModule: load };
  return stand as unknown as ViteDevServer;
}
