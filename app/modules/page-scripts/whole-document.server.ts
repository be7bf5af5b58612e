import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";
import { policyOfEntry } from "./handle";

/** Where React marks a Suspense boundary it could not finish on the server (it left the fallback). */
const UNFINISHED_BOUNDARY = "<!--$!-->";

/**
 * Whether the page can be sent whole: it ships no framework script (root.tsx decides from the
 * same route handles) and rendered without an error. Such a page has nothing to stream: no
 * deferred loader data, and no client to finish anything later.
 */
export function sendsWholeDocument(context: EntryContext): boolean {
  return !context.staticHandlerContext.errors && policyOfEntry(context).hydrate === "never";
}

/**
 * The page's HTML in one string. React's string renderer builds it about a third cheaper than
 * its stream, which encodes the same HTML into 2 KB chunks through four streams (bench:http,
 * uncached `/`: 278 → 389 requests a second). It cannot wait for a component that suspends;
 * then this answers undefined and the caller streams the page, which does.
 */
export function renderWholeDocument(app: ReactNode): string | undefined {
  const html = renderToString(app);
  return html.includes(UNFINISHED_BOUNDARY) ? undefined : `<!DOCTYPE html>${html}`;
}
