import type { RequestListener } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { pinoHttp } from "pino-http";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppContext } from "~/context";
import type { ViewIds } from "~/modules/analytics/view-ids.server";
import type { ContentVersion } from "./cache/content-version.server";
import { PageCache } from "./cache/page-cache";
import { answerBeacon } from "./beacon";
import { answerFromCache } from "./cache-front";
import { countDocumentView } from "./document-views";
import type { ShutdownState } from "./graceful-shutdown";
import { errorHandler } from "./error-handler";
import { sendFetchResponse, sendPageAnswer, toFetchRequest } from "./fetch-bridge";
import { healthCheck } from "./healthz";
import { pageCacheKey, servePage } from "./page-responses";
import { publicFiles } from "./public-files";
import { createRenderBudgets } from "./render-budget";
import { checkedRequestBodies } from "./request-body";
import { requestId } from "./request-id";
import { refuseCrossOriginWrites } from "./same-origin";
import { securityHeaders } from "./security-headers";
import { limitToolForms } from "./tool-form-rate";

interface AppOptions extends AppContext {
  /** Present in development: Vite serves the assets and compiles routes on demand. */
  vite?: ViteDevServer;
  shutdown: ShutdownState;
  /** Tells the page cache, and loaders, when content changed. */
  contentVersion: ContentVersion;
  /** Signs the page view ids that analytics beacons present (with the server secret, so every instance agrees). */
  views: ViewIds;
}

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The server's request listener: analytics beacons and page cache hits straight from memory,
 * everything else through Express (logging, security headers, files, body checks, React Router).
 * Every document served, whichever way, counts as a page view.
 */
export function createRequestListener(options: AppOptions): RequestListener {
  const pageCache = new PageCache(options.config.PAGE_CACHE_MAX_MB * 1024 * 1024);
  const app = createApp(options, pageCache);
  const trustProxy = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const front = { cache: pageCache, contentVersion: options.contentVersion, logger: options.logger, trustProxy };
  const analytics = {
    analytics: options.analytics,
    views: options.views,
    trustProxy,
    siteOrigin: new URL(options.config.SITE_URL).origin,
  };
  return (req, res) => {
    if (answerBeacon(req, res, analytics)) return;
    countDocumentView(req, res, analytics);
    // While draining, Express answers everything, each with Connection: close.
    if (options.shutdown.draining || !answerFromCache(req, res, front)) app(req, res);
  };
}

/**
 * React Router's handler over the bundled build, loaded once. Given a function instead (as in
 * development, where Vite's build changes with each edit), React Router derives its routes
 * again on every request.
 */
function productionRequestHandler(mode: string): RequestHandler {
  let handler: RequestHandler | undefined;
  return async (request, loadContext) => {
    handler ??= createRequestHandler((await import("virtual:react-router/server-build")) as ServerBuild, mode);
    return handler(request, loadContext);
  };
}

function createApp({ vite, shutdown, ...context }: AppOptions, pageCache: PageCache): express.Express {
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

  app.use(securityHeaders());
  app.use((_req, res, next) => {
    if (shutdown.draining) res.set("Connection", "close");
    next();
  });
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

  const handleRequest = vite
    ? createRequestHandler(
        () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        context.config.NODE_ENV,
      )
    : productionRequestHandler(context.config.NODE_ENV);
  const renderBudgets = createRenderBudgets();
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
        const key = pageCacheKey(req.headers.host, req.originalUrl);
        const budget = () => renderBudgets.take(req.ip ?? "unknown");
        const served = await servePage(toFetchRequest(req, res), key, render, pages, budget);
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
