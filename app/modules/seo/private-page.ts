import type { HeadersFunction } from "react-router";

/**
 * `export const headers = privatePageHeaders;` on a page that shows one visitor's data (a lead's
 * e-mail, a stored result, a resources pack): no browser, proxy or CDN may keep a copy. Set by
 * the route itself, so it holds however the path was spelt and whatever the server in front does.
 */
export const privatePageHeaders: HeadersFunction = () => ({ "Cache-Control": "no-store" });
