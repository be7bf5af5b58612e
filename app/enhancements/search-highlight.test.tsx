// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SearchHighlightBar } from "~/components/reader/SearchHighlightBar";
import { renderMarkup } from "./render-markup";
import { HIGHLIGHT_NAME, highlightSearchTerms } from "./search-highlight";

/** The CSS Custom Highlight API, which happy-dom lacks: a registry and Highlight as sets of ranges. */
class FakeHighlight extends Set<Range> {
  constructor(...ranges: Range[]) {
    super(ranges);
  }
}

function page() {
  renderMarkup(
    <main>
      <SearchHighlightBar />
      <article data-highlight-scope>
        <h1>Pricing your services</h1>
        <p>
          Set <em>prices</em> in tiers. A café prices its coffee; <strong>PRICING</strong> tiers help.
        </p>
      </article>
      <footer>Pricing outside the text is left alone.</footer>
    </main>,
  );
}

describe("highlightSearchTerms", () => {
  const registry = new Map<string, FakeHighlight>();
  const bar = () => document.querySelector<HTMLElement>("[data-search-highlight]")!;
  const highlighted = () => [...(registry.get(HIGHLIGHT_NAME) ?? [])].map((range) => range.toString());

  beforeEach(() => {
    registry.clear();
    Object.defineProperty(window, "CSS", { value: { highlights: registry }, configurable: true });
    Object.assign(window, { Highlight: FakeHighlight });
    page();
  });
  afterEach(() => history.replaceState(null, "", "/"));

  it("highlights the words a search result matched, whatever their case or accents, and says so", () => {
    history.replaceState(null, "", "/catalog/a/b?highlight=pricing+cafe#tiers");
    expect(highlightSearchTerms(document)).toBe(3);
    expect(highlighted()).toEqual(["Pricing", "café", "PRICING"]);
    expect(bar().hidden).toBe(false);
    expect(bar().querySelector("[data-search-highlight-words]")!.textContent).toBe("pricing, cafe");
    // Nothing in the page's markup changed: the highlight is painted over the text.
    expect(document.querySelector("article mark")).toBeNull();
  });

  it("highlights a cited sentence whole, across elements and punctuation (an Ask citation)", () => {
    history.replaceState(
      null,
      "",
      `/catalog/a/b?${new URLSearchParams({ highlight: '"A cafe prices its coffee: pricing tiers help."' })}#tiers`,
    );
    expect(highlightSearchTerms(document)).toBe(1);
    expect(highlighted()).toEqual(["A café prices its coffee; PRICING tiers help"]);
    expect(bar().querySelector("[data-search-highlight-words]")!.textContent).toBe("the cited sentence");
    history.replaceState(
      null,
      "",
      `/catalog/a/b?${new URLSearchParams({ highlight: '"A sentence the page does not have."' })}`,
    );
    registry.clear();
    expect(highlightSearchTerms(document)).toBe(0);
  });

  it("clears the highlight and takes it out of the address, keeping the section", () => {
    history.replaceState(null, "", "/catalog/a/b?highlight=prices&ref=x#tiers");
    highlightSearchTerms(document);
    bar().querySelector<HTMLButtonElement>("[data-search-highlight-clear]")!.click();
    expect(registry.has(HIGHLIGHT_NAME)).toBe(false);
    expect(bar().hidden).toBe(true);
    expect(location.pathname + location.search + location.hash).toBe("/catalog/a/b?ref=x#tiers");
  });

  it("does nothing without the parameter, without a match, or without the browser's highlight API", () => {
    expect(highlightSearchTerms(document)).toBe(0);
    history.replaceState(null, "", "/catalog/a/b?highlight=zebra");
    expect(highlightSearchTerms(document)).toBe(0);
    expect(bar().hidden).toBe(true);
    Object.defineProperty(window, "CSS", { value: {}, configurable: true });
    history.replaceState(null, "", "/catalog/a/b?highlight=pricing");
    expect(highlightSearchTerms(document)).toBe(0);
  });
});
