import { cancelSearchTracking, trackSettledSearch } from "./search-tracking";

export const LOADING_TEXT = "Loading playbooks...";

let inFlight: AbortController | undefined;

/**
 * Shows the catalog's results for `href` (a catalog URL) without reloading the page: the URL
 * is replaced at once (never pushed), the results show that they are loading, and the page
 * the server renders for that URL (the page cache usually answers) gives the new count, cards
 * and pagination. A newer call cancels an older one, so a slower answer never overwrites a
 * newer choice. The filter bar, its own island, is never touched, nor its focus or typing.
 */
export async function loadCatalogResults(href: string): Promise<void> {
  const catalog = document.querySelector<HTMLElement>("[data-catalog]");
  const results = catalog?.querySelector<HTMLElement>("[data-catalog-results]");
  if (!catalog || !results) return;
  inFlight?.abort();
  const request = (inFlight = new AbortController());
  history.replaceState(history.state, "", href);
  cancelSearchTracking();
  showLoading(catalog, results, true);
  try {
    const response = await fetch(href, { headers: { Accept: "text/html" }, signal: request.signal });
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    if (request.signal.aborted) return;
    const next = page.querySelector<HTMLElement>("[data-catalog-results]");
    // An error page (a 500, a proxy's) has no results region: say the list did not load.
    if (next) showResults(results, next);
    else showLoadError(results);
  } catch {
    if (!request.signal.aborted) showLoadError(results);
  } finally {
    if (inFlight === request) {
      inFlight = undefined;
      showLoading(catalog, results, false);
    }
  }
}

/**
 * Wires the server-rendered parts of the catalog around its island: Reload fetches the list
 * again in place (without scripts it submits the filter form), and a search shown on arrival
 * is reported once it has settled.
 */
export function enhanceCatalogResults(doc: Document): void {
  doc.querySelector("[data-catalog-reload]")?.addEventListener("click", (event) => {
    event.preventDefault();
    void loadCatalogResults(location.pathname + location.search);
  });
  const results = doc.querySelector<HTMLElement>("[data-catalog-results]");
  if (results) trackSettledSearch(results);
}

function showLoading(catalog: HTMLElement, results: HTMLElement, loading: boolean): void {
  catalog.toggleAttribute("data-loading", loading);
  results.setAttribute("aria-busy", String(loading));
  // The live region stays in place, so its new text is announced.
  if (loading) status(results).replaceChildren(LOADING_TEXT);
}

/** The new count and list in place of the old: the status's content (the same live region), the list whole. */
function showResults(results: HTMLElement, next: HTMLElement): void {
  status(results).replaceChildren(...status(next).childNodes);
  list(results).replaceWith(list(next));
  copyData(results, next, "search");
  copyData(results, next, "total");
  trackSettledSearch(results);
}

function showLoadError(results: HTMLElement): void {
  const alert = results.querySelector<HTMLTemplateElement>("template[data-catalog-load-error]")!;
  status(results).replaceChildren();
  list(results).replaceChildren(alert.content.cloneNode(true));
  delete results.dataset.search;
  delete results.dataset.total;
}

const status = (results: HTMLElement) => results.querySelector<HTMLElement>("[data-catalog-status]")!;
const list = (results: HTMLElement) => results.querySelector<HTMLElement>("[data-catalog-list]")!;

function copyData(target: HTMLElement, source: HTMLElement, key: "search" | "total"): void {
  const value = source.dataset[key];
  if (value === undefined) delete target.dataset[key];
  else target.dataset[key] = value;
}
