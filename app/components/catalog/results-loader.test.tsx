// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_FILTERS } from "~/modules/catalog/filters";
import { CatalogResults } from "./CatalogResults";
import { LOADING_TEXT, loadCatalogResults } from "./results-loader";

const playbook = (title: string) => ({
  id: title,
  slug: title.toLowerCase().replaceAll(" ", "-"),
  title,
  description: "",
  category: null,
  batonCategory: null,
  readingTimeMinutes: 5,
  partCount: 5,
  wordCount: 1000,
});

/** The catalog page as the server renders it around its results, listing `titles`. */
function catalogPage(titles: string[], { search = "", loadError = false } = {}): string {
  return renderToStaticMarkup(
    <main data-catalog>
      <CatalogResults
        filters={{ ...DEFAULT_FILTERS, search }}
        playbooks={titles.map(playbook)}
        total={titles.length}
        pageCount={1}
        approximate={false}
        dropped={[]}
        loadError={loadError}
      />
    </main>,
  );
}

/** A fetch whose answers the test sends, in any order. */
function deferredFetch() {
  const answers = new Map<string, (body: string) => void>();
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (href: string, init: RequestInit) =>
        new Promise((resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          answers.set(href, (body) => resolve(new Response(body, { headers: { "Content-Type": "text/html" } })));
        }),
    ),
  );
  return (href: string, body: string) => answers.get(href)!(body);
}

const titles = () => [...document.querySelectorAll("article h3")].map((heading) => heading.textContent);
const statusText = () => document.querySelector("[data-catalog-status]")!.textContent;
const results = () => document.querySelector<HTMLElement>("[data-catalog-results]")!;

describe("loadCatalogResults", () => {
  beforeEach(() => {
    document.body.innerHTML = catalogPage(["Old guide"]);
    history.replaceState(null, "", "/catalog");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("replaces the URL at once, shows it is loading, then the server's count and cards", async () => {
    const answer = deferredFetch();
    const historyLength = history.length;
    const loaded = loadCatalogResults("/catalog?sort=title");
    expect(location.pathname + location.search).toBe("/catalog?sort=title");
    expect(history.length).toBe(historyLength);
    expect(statusText()).toBe(LOADING_TEXT);
    expect(results().getAttribute("aria-busy")).toBe("true");
    expect(document.querySelector("[data-catalog]")!.hasAttribute("data-loading")).toBe(true);

    answer("/catalog?sort=title", catalogPage(["A guide", "B guide"]));
    await loaded;
    expect(titles()).toEqual(["A guide", "B guide"]);
    expect(statusText()).toBe("2 playbooks found");
    expect(results().getAttribute("aria-busy")).toBe("false");
    expect(document.querySelector("[data-catalog]")!.hasAttribute("data-loading")).toBe(false);
  });

  it("never lets a slower answer overwrite a newer choice", async () => {
    const answer = deferredFetch();
    const first = loadCatalogResults("/catalog?search=news");
    const second = loadCatalogResults("/catalog?search=newsletter");
    answer("/catalog?search=newsletter", catalogPage(["Newsletter growth"], { search: "newsletter" }));
    await second;
    answer("/catalog?search=news", catalogPage(["News", "More news"], { search: "news" }));
    await first;
    expect(titles()).toEqual(["Newsletter growth"]);
    expect(results().dataset.search).toBe("newsletter");
    expect(location.search).toBe("?search=newsletter");
  });

  it("says the list did not load when the server's answer has none, or the network fails", async () => {
    const answer = deferredFetch();
    const loaded = loadCatalogResults("/catalog?sort=title");
    answer("/catalog?sort=title", "<h1>Bad gateway</h1>");
    await loaded;
    expect(document.querySelector("[data-catalog-list] [role=alert]")!.textContent).toContain(
      "Error Loading Playbooks",
    );
    expect(statusText()).toBe("");
    expect(results().dataset.total).toBeUndefined();

    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    document.body.innerHTML = catalogPage(["Old guide"]);
    await loadCatalogResults("/catalog?sort=title");
    expect(titles()).toEqual([]);
    expect(document.querySelector("[data-catalog-list] [role=alert]")).not.toBeNull();
    expect(results().getAttribute("aria-busy")).toBe("false");
  });

  it("shows the server's own load error from a degraded answer", async () => {
    const answer = deferredFetch();
    const loaded = loadCatalogResults("/catalog?sort=title");
    answer("/catalog?sort=title", catalogPage([], { loadError: true }));
    await loaded;
    expect(document.querySelector("[data-catalog-list] [role=alert]")!.textContent).toContain(
      "There was an issue loading your playbooks. Please try refreshing the page.",
    );
    expect(statusText()).toBe("");
  });
});
