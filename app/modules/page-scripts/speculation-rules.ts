/**
 * Speculation rules (https://developer.chrome.com/docs/web-platform/prerender-pages), in every
 * page: without a client router, these keep navigation instant. The browser prerenders what a
 * page marks `data-prerender` (a part's Next link) as soon as the page is shown, and fetches
 * any other page of the site once the pointer rests on its link (about 200 ms) or it is
 * pressed. The cached page and a CDN answer those requests; browsers without speculation rules
 * ignore the script. Admin screens and the API are never fetched ahead.
 */
export const SPECULATION_RULES = {
  prerender: [{ where: { selector_matches: "a[data-prerender]" }, eagerness: "immediate" }],
  prefetch: [
    {
      where: {
        and: [{ href_matches: "/*" }, { not: { href_matches: "/admin{/*}?" } }, { not: { href_matches: "/api/*" } }],
      },
      eagerness: "moderate",
    },
  ],
} as const;
