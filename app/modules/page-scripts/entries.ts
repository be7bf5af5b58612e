/**
 * The standalone module scripts pages can load, by name, with their source files: each is
 * built into a hashed file of its own (vite-plugins/page-scripts.ts), outside React's bundle.
 */
export const PAGE_SCRIPTS = {
  /** Visits, reading depth and outbound clicks, on every page (app/modules/analytics). */
  analytics: "app/modules/analytics/page-script.ts",
  /** The behaviours of pages that ship no framework script (app/enhancements). */
  enhance: "app/enhancements/main.ts",
  /** The catalog's filter bar, a React island without React Router, and its results (app/islands). */
  catalog: "app/islands/catalog.tsx",
  /**
   * The search dialog, on every page, hydrated or not: no page loads it with a script tag; the
   * header's search launcher imports it on first use (app/enhancements/search-launcher.ts).
   */
  searchDialog: "app/enhancements/search-dialog/main.ts",
  /** Ask the library's page (/ask): questions answered in place, streamed (app/enhancements/ask). */
  ask: "app/enhancements/ask/main.ts",
} as const;

export type PageScript = keyof typeof PAGE_SCRIPTS;

/**
 * Scripts built the same way but inlined into the page, by name: each runs where the parser
 * meets it, before anything the page fetches. Bundled as one self-contained function
 * (vite-plugins/page-scripts.ts); the server reads their code from `virtual:inline-scripts`.
 */
export const INLINE_SCRIPTS = {
  /** Releases React Router's scripts held back until the first paint (after-first-paint.ts). */
  "first-paint": "app/modules/page-scripts/first-paint-starter.ts",
} as const;

export type InlineScript = keyof typeof INLINE_SCRIPTS;
