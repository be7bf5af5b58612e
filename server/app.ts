import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { pinoHttp } from "pino-http";
import { createRequestHandler, type RequestHandler } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppContext } from "~/context";
import type { ViewIds } from "~/modules/analytics/view-ids.server";
import { readAdminIdentity } from "~/modules/auth/session.server";
import { addressKey } from "~/modules/network/address-key";
import { isSitemapPage } from "~/modules/sitemap/known-pages.server";
import type { ContentVersion } from "./cache/content-version.server";
import { PageCache } from "./cache/page-cache";
import { answerBeacon } from "./beacon";
import { answerFromCache } from "./cache-front";
import { countDocumentView } from "./document-views";
import type { ShutdownState } from "./graceful-shutdown";
import { errorHandler } from "./error-handler";
import { sendFetchResponse, sendPageAnswer, toFetchRequest } from "./fetch-bridge";
import { healthCheck } from "./healthz";
import { answerMethods } from "./methods";
import { pageCacheKey } from "./cache-policy";
import { servePage } from "./page-responses";
import { publicFiles } from "./public-files";
import { budgetRule, createRenderBudgets, type RENDER_BUDGET, requestBudget } from "./render-budget";
import { checkedRequestBodies } from "./request-body";
import { requestId } from "./request-id";
import { failRequestPage, isPrivateRequest, pageOfRequest, resolveRequestPage, searchOf } from "./request-page";
import { refuseCrossOriginWrites } from "./same-origin";
import { securityHeaders } from "./security-headers";
import { buildSource, type BuildSource } from "./server-build";
import { refuseForeignHost, siteHostNames } from "./site-hosts";
import { limitToolForms } from "./tool-form-rate";
import type { RouteTable } from "./route-table";

interface AppOptions extends AppContext {
  /** Present in development: Vite serves the assets and compiles routes on demand. */
  vite?: ViteDevServer;
  shutdown: ShutdownState;
  /** Tells the page cache, and loaders, when content changed. */
  contentVersion: ContentVersion;
  /** Signs the page view ids that analytics beacons present (with the server secret, so every instance agrees). */
  views: ViewIds;
  /** Renders per address and period (tests lower it); RENDER_BUDGET by default. */
  renderBudget?: typeof RENDER_BUDGET;
}

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The server's request listener. A request for a host the site is not served under is refused
 * first; then the path is spelt as the router matches it, once, for every rule after it
 * (server/route-table.ts). Analytics beacons and page cache hits are answered straight from
 * memory, everything else through Express (logging, security headers, files, body checks,
 * React Router). Every document served, whichever way, counts as a page view.
 */
export function createRequestListener(options: AppOptions): RequestListener {
  const pageCache = new PageCache(options.config.PAGE_CACHE_MAX_MB * 1024 * 1024);
  const builds = buildSource(options.vite);
  const app = createApp(options, pageCache, builds);
  const trustProxy = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const front = { cache: pageCache, contentVersion: options.contentVersion, logger: options.logger, trustProxy };
  const analytics = {
    analytics: options.analytics,
    views: options.views,
    trustProxy,
    siteOrigin: new URL(options.config.SITE_URL).origin,
  };
  const hosts = { hostNames: siteHostNames(options.config), siteUrl: options.config.SITE_URL, trustProxy };
  const answer = (req: IncomingMessage, res: ServerResponse, routes: RouteTable) => {
    const page = resolveRequestPage(req, routes);
    if (answerBeacon(req, res, analytics)) return;
    countDocumentView(req, res, { ...analytics, page });
    // While draining, Express answers everything, each with Connection: close.
    if (options.shutdown.draining || !answerFromCache(req, res, front, page)) app(req, res);
  };
  return (req, res) => {
    if (refuseForeignHost(req, res, hosts)) return;
    const routes = builds.settledRouteTable();
    if (routes) return answer(req, res, routes);
    builds.routeTable().then(
      (loaded) => answer(req, res, loaded),
      (error: unknown) => {
        failRequestPage(req, error);
        app(req, res);
      },
    );
  };
}

/**
 * React Router's handler over the build. Given the build itself (in production, where it is
 * loaded once), React Router derives its routes once; given a function (in development, where
 * Vite's build changes with each edit), again on every request.
 */
function reactRouterHandler(builds: BuildSource, mode: string, changes: boolean): RequestHandler {
  if (changes) return createRequestHandler(() => builds.load(), mode);
  let handler: RequestHandler | undefined;
  return async (request, loadContext) => {
    handler ??= createRequestHandler(await builds.load(), mode);
    return handler(request, loadContext);
  };
}

function createApp({ vite, shutdown, ...context }: AppOptions, pageCache: PageCache, builds: BuildSource) {
  const app = express();
  app.disable("x-powered-by");
  // Only the proxies named in TRUST_PROXY may say who the visitor is (X-Forwarded-For) and how
  // they came (X-Forwarded-Proto/-Host); by default nobody, so a client cannot pick its own address.
  app.set("trust proxy", context.config.TRUST_PROXY);
  app.use(compression());
  app.use(
    pinoHttp({
      logger: context.logger,
      genReqId: requestId,
      // Asset and health-check requests would drown the log.
      autoLogging: { ignore: (req) => req.url === "/healthz" || (req.url?.startsWith("/assets/") ?? false) },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      // 503 is a deliberate refusal (draining, database unreachable), logged where it is decided.
      customLogLevel: (_req, res, error) =>
        error || (res.statusCode >= 500 && res.statusCode !== 503) ? "error" : res.statusCode >= 400 ? "warn" : "info",
      // An error is logged once, with its stack, where it is caught (handleError in
      // app/entry.server.tsx, server/error-handler.ts); the access line only records the 5xx
      // instead of adding a made-up "failed with status code 500" error and its stack.
      customErrorObject: (_req, _res, _error, line: { res: unknown; responseTime: number }) => ({
        res: line.res,
        responseTime: line.responseTime,
      }),
    }),
  );

  app.use(securityHeaders(isPrivateRequest));
  app.use((_req, res, next) => {
    if (shutdown.draining) res.set("Connection", "close");
    next();
  });
  app.use(answerMethods());
  app.get("/healthz", healthCheck(context.db, context.logger, shutdown));

  if (vite) {
    app.use(vite.middlewares);
  } else {
    const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
    // Hashed build output never changes under the same name: cache it for a year. The build
    // wrote brotli and zopfli copies beside each file (vite-plugins/precompress-assets.ts).
    app.use(
      "/assets",
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        index: false,
        serveStatic: { immutable: true, maxAge: ONE_YEAR_SECONDS * 1000, index: false },
      }),
    );
    // A missing hashed file is a stale or mistyped script URL, not a page to render.
    app.use("/assets", (_req, res) => void res.status(404).type("text/plain").send("Not found"));
    app.use(publicFiles(clientDir, { maxAge: "1h", index: false }));
  }

  const handleRequest = reactRouterHandler(builds, context.config.NODE_ENV, vite !== undefined);
  const renderBudgets = createRenderBudgets(context.renderBudget);
  const pages = {
    cache: pageCache,
    contentVersion: context.contentVersion,
    rendering: new Map<string, Promise<void>>(),
  };
  app.all(
    "/{*path}",
    refuseCrossOriginWrites(context.config.SITE_URL),
    limitToolForms(context.db),
    ...checkedRequestBodies(),
    async (req, res, next) => {
      try {
        const render = (request: Request) =>
          handleRequest(request, { ...context, logger: req.log, clientAddress: req.ip });
        const page = pageOfRequest(req);
        const target = { page, key: pageCacheKey(page, searchOf(req.originalUrl)) };
        // Renders no cache answers draw on it, but for a public page's fixed or listed address: a
        // crawler reading every page of the sitemap is never refused, nor is the signed-in owner.
        const request = toFetchRequest(req, res);
        const listed = (path: string) => isSitemapPage(context, path);
        const budget = requestBudget(
          () => budgetRule(target, listed, req.method),
          renderBudgets,
          addressKey(req.ip),
          async () => (await readAdminIdentity(request, context)) !== undefined,
        );
        const served = await servePage(request, target, render, pages, budget);
        if (served instanceof Response) await sendFetchResponse(res, served);
        else sendPageAnswer(res, served);
      } catch (error) {
        next(error);
      }
    },
  );
  app.use(errorHandler());
  return app;
}
