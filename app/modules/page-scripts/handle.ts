import { redirectDocument, type ClientLoaderFunctionArgs, type UIMatch } from "react-router";
import type { PageScript } from "./entries";

/** What a route module's `handle` declares about the document it renders. */
export interface PageHandle {
  /**
   * false: the page ships no framework script. React renders it on the server only, and its
   * few behaviours come from the `enhance` page script (app/enhancements), which finds them
   * by their data attributes. Pages hydrate unless they say otherwise.
   */
  hydrate?: boolean;
  /**
   * Page scripts this page loads besides `enhance` when it does not hydrate: a React island
   * (the catalog's filter bar) is one, hydrated on its own without React Router.
   */
  scripts?: readonly PageScript[];
}

/** `export const handle = STATIC_PAGE;` for a page that needs no React in the browser. */
export const STATIC_PAGE: PageHandle = { hydrate: false };

/**
 * `export const handle = islandPage("catalog");` for a page that is server HTML apart from
 * React islands: components hydrated by their own page script (app/islands), not by the app.
 */
export function islandPage(...scripts: PageScript[]): PageHandle {
  return { hydrate: false, scripts };
}

/** Whether the page hydrates: the deepest matched route decides (layouts never do). */
export function pageHydrates(matches: readonly Pick<UIMatch, "handle">[]): boolean {
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  return handle?.hydrate !== false;
}

/** The page scripts of a page that does not hydrate, besides `enhance`: its islands. */
export function pageScriptsOf(matches: readonly Pick<UIMatch, "handle">[]): readonly PageScript[] {
  return (matches.at(-1)?.handle as PageHandle | undefined)?.scripts ?? [];
}

/**
 * `export const clientLoader = loadAsDocument;` beside STATIC_PAGE: a hydrated page (the
 * catalog, a tool) that navigates to a static page on the client loads it as a document
 * instead, since the browser has none of its code and it comes with its own scripts. (React
 * Router renders a route with a clientLoader on the server only if it has a server loader too.)
 */
export function loadAsDocument({ request }: ClientLoaderFunctionArgs): never {
  throw redirectDocument(request.url);
}
