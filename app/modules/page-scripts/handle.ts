import { redirectDocument, type ClientLoaderFunctionArgs, type EntryContext } from "react-router";
import type { PageScript } from "./entries";

/**
 * Who a page is for, which decides every cache in front of it:
 * - `public`: the same for every visitor (its loaders read no cookie): kept in the page cache,
 *   and a CDN may keep it a minute;
 * - `personal`: may differ per visitor (a tool that reads its cookies): never stored by a
 *   shared cache (`private, no-cache`);
 * - `private`: a signed-in owner's screens, a private link's contents: stored nowhere (`no-store`).
 */
export type Audience = "public" | "personal" | "private";

/**
 * When the page's React arrives in the browser: `never` (server HTML and page scripts only,
 * decision record 0014), `after-first-paint` (the page paints, then fetches React), or
 * `at-once` (fetched beside the page, at low priority).
 */
export type Hydration = "never" | "after-first-paint" | "at-once";

/**
 * Which renders of a page no cache keeps (personal and private pages) draw on the visitor's
 * render budget: `every-render` (the default: each is work), or `not-found` (a stored file
 * streamed as it is, not rendered: only an address that finds nothing, which an attacker can
 * make up without end, draws). Public pages draw on a cache miss at an endless address
 * (server/render-budget.ts).
 */
export type RenderBudgetRule = "every-render" | "not-found";

/** Scripts from other origins a page may load; each widens the page's Content-Security-Policy. */
export type ThirdPartyScript = "tweet-widget";

/**
 * What a route module's `handle` declares about the pages it renders. The server reads it from
 * the routes a path matches, before and after React Router runs, to decide the page cache and
 * its key, Cache-Control, the render budget, the Content-Security-Policy and when React loads
 * (docs/decisions/0015-page-policy-in-route-handles.md).
 */
export interface PageHandle {
  /** Only a page's own route can make it public; any matched route can make it more private. */
  audience?: Audience;
  /**
   * The query parameters the route's loader reads. The page cache keeps only these in its key,
   * so they must be complete: `tests/integration/page-query-drift.test.ts` fails otherwise.
   */
  query?: readonly string[];
  thirdPartyScripts?: readonly ThirdPartyScript[];
  /** The deepest route that says decides; a layout's `never` is not inherited. */
  hydrate?: Hydration;
  /** Page scripts a page that does not hydrate loads besides `enhance`: its React islands. */
  scripts?: readonly PageScript[];
  /** The page frames, and is framed by, pages of this site (the owner's device previews); set by the page's own route. */
  sameOriginFrames?: boolean;
  /** For a page no cache keeps: which renders draw on the render budget (the page's own route decides). */
  budget?: RenderBudgetRule;
  /** `focused`: the page is its own frame (the editor), without the site's header and footer. Not inherited. */
  layout?: "site" | "focused";
}

/** What the routes a path matches declare, put together. */
export interface PagePolicy {
  audience: Audience;
  query: ReadonlySet<string>;
  thirdPartyScripts: ReadonlySet<ThirdPartyScript>;
  hydrate: Hydration;
  scripts: readonly PageScript[];
  sameOriginFrames: boolean;
  budget: RenderBudgetRule;
  layout: "site" | "focused";
}

const PRIVACY: Record<Audience, number> = { public: 0, personal: 1, private: 2 };

/**
 * The policy of a page from the handles of its matched routes, root first. Safe by default: a
 * route that declares nothing is personal (never in a shared cache) and hydrates after the
 * first paint.
 */
export function pagePolicy(handles: readonly unknown[]): PagePolicy {
  const declared = handles.map((handle) => (handle ?? {}) as PageHandle);
  const page = declared.at(-1) ?? {};
  let audience: Audience = page.audience === "public" ? "public" : "personal";
  for (const { audience: stricter } of declared) {
    if (stricter && PRIVACY[stricter] > PRIVACY[audience]) audience = stricter;
  }
  const inherited = declared.findLast((handle, index) =>
    index === declared.length - 1 ? handle.hydrate !== undefined : handle.hydrate && handle.hydrate !== "never",
  );
  return {
    audience,
    query: new Set(declared.flatMap((handle) => handle.query ?? [])),
    thirdPartyScripts: new Set(declared.flatMap((handle) => handle.thirdPartyScripts ?? [])),
    hydrate: inherited?.hydrate ?? "after-first-paint",
    scripts: page.hydrate === "never" ? (page.scripts ?? []) : [],
    sameOriginFrames: page.sameOriginFrames === true,
    budget: page.budget ?? "every-render",
    layout: page.layout ?? "site",
  };
}

/** The policy of the matches React Router hands to components (`useMatches()`). */
export function policyOfMatches(matches: readonly { handle?: unknown }[]): PagePolicy {
  return pagePolicy(matches.map((match) => match.handle));
}

/** The same, from what React Router hands the document's entry (app/entry.server.tsx). */
export function policyOfEntry({ staticHandlerContext, routeModules }: EntryContext): PagePolicy {
  return pagePolicy(staticHandlerContext.matches.map(({ route }) => routeModules[route.id]?.handle));
}

/**
 * `export const handle = publicPage({ hydrate: "never" });` and the like: a page every visitor
 * sees alike. The declaration names what differs from a hydrated page reading no parameter.
 */
export function publicPage(declaration: Omit<PageHandle, "audience"> = {}): PageHandle {
  return { audience: "public", ...declaration };
}

/**
 * `export const handle = STATIC_PAGE;` for a public page that needs no React in the browser
 * (docs/decisions/0014-pages-without-framework-script.md); `staticPage({ query: ["page"] })`
 * when its loader reads parameters.
 */
export function staticPage(declaration: Omit<PageHandle, "audience" | "hydrate"> = {}): PageHandle {
  return publicPage({ ...declaration, hydrate: "never" });
}

export const STATIC_PAGE: PageHandle = staticPage();

/**
 * `export const handle = STORED_FILE;` for a route that streams stored bytes as they are (media):
 * no cache of ours keeps it and it renders nothing, so only an address that finds nothing draws
 * on the render budget.
 */
export const STORED_FILE: PageHandle = { budget: "not-found" };

/** `export const handle = PRIVATE_PAGE;` for a page or answer no cache may keep: a private link's, an API's. */
export const PRIVATE_PAGE: PageHandle = { audience: "private" };

/** `export const handle = PRIVATE_STATIC_PAGE;` for a private page that needs no React in the browser: a draft's preview. */
export const PRIVATE_STATIC_PAGE: PageHandle = { audience: "private", hydrate: "never" };

/** The owner's preview: private, static, and shown in a frame of its own at a phone's width. */
export const OWNER_PREVIEW_PAGE: PageHandle = { ...PRIVATE_STATIC_PAGE, sameOriginFrames: true };

/**
 * `export const handle = islandPage({ scripts: ["catalog"] });` for a public page that is server
 * HTML apart from React islands: components hydrated by their own page script (app/islands).
 */
export function islandPage(declaration: Omit<PageHandle, "audience" | "hydrate"> & { scripts: PageScript[] }) {
  return staticPage(declaration);
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
