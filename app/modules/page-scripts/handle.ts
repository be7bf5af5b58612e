import { redirectDocument, type ClientLoaderFunctionArgs, type UIMatch } from "react-router";

/** What a route module's `handle` declares about the document it renders. */
export interface PageHandle {
  /**
   * false: the page ships no framework script. React renders it on the server only, and its
   * few behaviours come from the `enhance` page script (app/enhancements), which finds them
   * by their data attributes. Pages hydrate unless they say otherwise.
   */
  hydrate?: boolean;
}

/** `export const handle = STATIC_PAGE;` for a page that needs no React in the browser. */
export const STATIC_PAGE: PageHandle = { hydrate: false };

/** Whether the page hydrates: the deepest matched route decides (layouts never do). */
export function pageHydrates(matches: readonly Pick<UIMatch, "handle">[]): boolean {
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  return handle?.hydrate !== false;
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
