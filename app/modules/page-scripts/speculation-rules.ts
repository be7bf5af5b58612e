/**
 * Speculation rules (https://developer.chrome.com/docs/web-platform/prerender-pages), in every
 * page: without a client router, these keep navigation instant. The browser fetches any page of
 * the site once the pointer rests on its link (about 200 ms) or it is pressed; the cached page
 * and a CDN answer those requests; browsers without speculation rules ignore the script. Admin
 * screens and the API are never fetched ahead.
 */
export const SPECULATION_RULES = {
  prefetch: [
    {
      where: {
        and: [{ href_matches: "/*" }, { not: { href_matches: "/admin{/*}?" } }, { not: { href_matches: "/api/*" } }],
      },
      eagerness: "moderate",
    },
  ],
} as const;

/**
 * Rules that have the browser prerender `urls` as soon as the page is shown (a part's next
 * part). A list of URLs is prerendered at once by default: the "immediate" eagerness is left
 * out because the W3C checker does not know that value yet, and "eager" now waits for a hover.
 */
export function prerenderRules(urls: readonly string[]) {
  return { prerender: [{ source: "list", urls }] };
}

/** Rules as the text of an inline script: "<" escaped, so no URL can close the element. */
export function speculationRulesText(rules: object): string {
  return JSON.stringify(rules).replaceAll("<", "\\u003c");
}
