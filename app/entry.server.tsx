import { randomBytes } from "node:crypto";
import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import inlineScripts from "virtual:inline-scripts";
import { contentSecurityPolicy } from "../server/content-security-policy";
import { NonceContext } from "./components/document/nonce";
import { FirstPaintStarterContext } from "./components/document/StartAfterFirstPaint";
import { policyOfEntry } from "./modules/page-scripts/handle";
import { customRedirectFor, customRedirectResponse } from "./modules/redirects/lookup.server";
import { lowPriorityModulePreloads, scriptsAfterFirstPaint } from "./modules/page-scripts/react-router-scripts.server";
import { renderWholeDocument, sendsWholeDocument } from "./modules/page-scripts/whole-document.server";

export const streamTimeout = 5_000;

/** The attribute that makes the tweet widget load (app/enhancements/tweet-widget.ts). */
const TWEET_WIDGET_MARK = " data-tweet-widget";

/**
 * React Router's default Node entry, plus a Content-Security-Policy whose nonce is new for
 * every render: `ServerRouter` hands it to <Scripts>, <ScrollRestoration> and the scripts
 * that stream loader data, React to the scripts it streams, and NonceContext to our own
 * (DocumentScripts), so no inline script runs without it. The page's routes declare the
 * third-party scripts it may load and when its React loads (app/modules/page-scripts/handle.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Any page that would say "Page not found" (an unknown path, a missing playbook or series)
  // first asks the owner's redirects (/admin/redirects).
  if (responseStatusCode === 404 && /^(GET|HEAD)$/i.test(request.method)) {
    const moved = await customRedirectFor(loadContext, new URL(request.url));
    if (moved) return customRedirectResponse(moved);
  }
  const nonce = randomBytes(16).toString("base64");
  const policy = policyOfEntry(routerContext);
  const allowTweetWidget = policy.thirdPartyScripts.has("tweet-widget");
  // Development pages carry Vite's own inline scripts, which have no nonce.
  if (loadContext.config.isProduction) {
    const allowSameOriginFrames = policy.sameOriginFrames;
    responseHeaders.set(
      "Content-Security-Policy",
      contentSecurityPolicy({ nonce, allowTweetWidget, allowSameOriginFrames }),
    );
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const app = (
    <NonceContext.Provider value={nonce}>
      <FirstPaintStarterContext.Provider value={inlineScripts["first-paint"]!}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </FirstPaintStarterContext.Provider>
    </NonceContext.Provider>
  );
  const whole = sendsWholeDocument(routerContext) ? renderWholeDocument(app) : undefined;
  if (whole !== undefined) {
    // The browser loads the widget wherever the markup asks (app/enhancements): a page whose
    // routes do not declare it would have it refused by its policy.
    if (!allowTweetWidget && whole.includes(TWEET_WIDGET_MARK)) {
      const routes = routerContext.staticHandlerContext.matches.map(({ route }) => route.id);
      loadContext.logger.error({ routes }, "a page shows tweets but its routes do not declare the tweet widget");
    }
    responseHeaders.set("Content-Type", "text/html");
    // Bytes, not the string: a string body would first be scanned for lone surrogates.
    return new Response(Buffer.from(whole), { headers: responseHeaders, status: responseStatusCode });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // Until the shell is ready it is not known whether an error fails it (then React Router
    // logs it) or was recovered from (the browser renders that part): those wait here.
    const errorsBeforeShell: unknown[] = [];
    const logRenderError = (error: unknown) => loadContext.logger.error({ err: error }, "error while rendering a page");

    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        errorsBeforeShell.forEach(logRenderError);
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        // React's scripts wait for the page's first paint (decision record 0014).
        const html = policy.hydrate === "at-once" ? lowPriorityModulePreloads() : scriptsAfterFirstPaint();
        // An abort reaches both streams, so the response ends; React's onError logs the cause.
        pipeline(body, html, () => undefined);
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(html), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logRenderError(error);
        else errorsBeforeShell.push(error);
      },
    });
  });
}

/**
 * Unexpected errors from loaders, actions and rendering: logged once, with the stack, through
 * the request's logger (so the line carries the request id). Visitors only see the error page.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A visitor who went away, or a client mistake (no such route, method not allowed) that the
  // request log already records as a 4xx, is not an error of ours.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  (context as AppLoadContext).logger.error({ err: error }, "unhandled error while answering a request");
};
