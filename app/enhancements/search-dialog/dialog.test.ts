// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchAnswer } from "~/modules/catalog/search/results";
import { createSearchDialog, SEARCH_DELAY_MS } from "./dialog";

const track = vi.hoisted(() => vi.fn());
vi.mock("~/modules/analytics/track", () => ({ track }));

const ANSWER: SearchAnswer = {
  search: "pricing",
  total: 12,
  approximate: false,
  dropped: [],
  vague: false,
  results: [
    {
      title: "Pricing AI Services",
      href: "/catalog/pricing-ai-services",
      passages: [
        {
          href: "/catalog/pricing-ai-services/tiers?highlight=pricing#three-tiers",
          partTitle: "Tiers",
          heading: "Three tiers",
          snippet: "…set your \uE000pricing\uE001 in three tiers…",
        },
      ],
    },
    { title: "Workshops", href: "/catalog/workshops", passages: [] },
  ],
  catalogHref: "/catalog?search=pricing",
};

describe("the search dialog", () => {
  let navigate: ReturnType<typeof vi.fn<(href: string) => void>>;
  let fetchMock: ReturnType<typeof vi.fn>;
  let trigger: HTMLButtonElement;

  const dialog = () => document.querySelector<HTMLDialogElement>("dialog[data-search-dialog]")!;
  const input = () => dialog().querySelector<HTMLInputElement>("input[role=combobox]")!;
  const options = () => [...dialog().querySelectorAll<HTMLElement>("[role=option]")];
  const status = () => dialog().querySelector("[role=status]")!.textContent;
  const key = (name: string, init: KeyboardEventInit = {}, target: Element = input()) =>
    target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true, ...init }));
  const answered = async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await vi.waitFor(() => expect(dialog().querySelector("[role=listbox]")!.hasAttribute("hidden")).toBe(false));
  };

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    document.body.innerHTML = `<button type="button">Search</button>`;
    trigger = document.querySelector("button")!;
    trigger.focus();
    fetchMock = vi.fn(async () => Response.json(ANSWER));
    vi.stubGlobal("fetch", fetchMock);
    navigate = vi.fn();
    createSearchDialog(document, navigate).open({ query: "pricing", returnFocus: trigger });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    track.mockReset();
  });

  it("opens modal with the query, searches at once and announces the count", async () => {
    expect(dialog().open).toBe(true);
    expect(document.activeElement).toBe(input());
    expect(input().value).toBe("pricing");
    await answered();
    expect(fetchMock).toHaveBeenCalledWith("/api/search?search=pricing", expect.anything());
    expect(status()).toBe("12 playbooks found.");
    expect(options().map((option) => option.textContent)).toEqual([
      "Pricing AI ServicesOverview",
      "Tiers › Three tiers…set your pricing in three tiers…",
      "WorkshopsOverview",
      "Ask the library: “pricing”An answer from the playbooks, every sentence with its source",
    ]);
    expect(options()[1]!.querySelector("mark")?.textContent).toBe("pricing");
    expect(input().getAttribute("aria-expanded")).toBe("true");
    const all = dialog().querySelector<HTMLAnchorElement>("[data-search-all]")!;
    expect([all.getAttribute("href"), all.textContent]).toEqual([
      "/catalog?search=pricing",
      "See all 12 results in the catalog",
    ]);
  });

  it("walks the results with the arrow keys, focus staying in the field, and opens the chosen one with Enter", async () => {
    await answered();
    key("ArrowDown");
    key("ArrowDown");
    expect(input().getAttribute("aria-activedescendant")).toBe(options()[1]!.id);
    expect(options().map((option) => option.getAttribute("aria-selected"))).toEqual([
      "false",
      "true",
      "false",
      "false",
    ]);
    key("ArrowUp");
    key("ArrowUp");
    // From the first result up to the last.
    expect(input().getAttribute("aria-activedescendant")).toBe(options().at(-1)!.id);
    key("ArrowDown");
    key("ArrowDown");
    expect(document.activeElement).toBe(input());
    expect(key("Enter")).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/catalog/pricing-ai-services/tiers?highlight=pricing#three-tiers");
    expect(dialog().open).toBe(false);
    // The search counts once the visitor chose a result.
    expect(track).toHaveBeenCalledWith({ name: "search", subject: "pricing", amount: 12 });
  });

  it("offers Ask the library first for a question, opening the answer page with it", async () => {
    fetchMock.mockImplementation(async () => Response.json({ ...ANSWER, search: "How do I price a workshop?" }));
    input().value = "How do I price a workshop?";
    input().dispatchEvent(new Event("input"));
    await answered();
    expect(options()[0]!.textContent).toContain("Ask the library: “How do I price a workshop?”");
    key("ArrowDown");
    key("Enter");
    expect(navigate).toHaveBeenCalledWith("/ask?q=How+do+I+price+a+workshop%3F");
  });
  it("closes on Escape at once, whatever is typed, and gives focus back", async () => {
    input().value = "half typed";
    expect(key("Escape")).toBe(false);
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it("keeps Tab inside, and gives focus back where it was when it closes", async () => {
    const close = dialog().querySelector<HTMLButtonElement>("[data-search-close]")!;
    const all = dialog().querySelector<HTMLAnchorElement>("[data-search-all]")!;
    all.focus();
    expect(key("Tab", {}, all)).toBe(false);
    expect(document.activeElement).toBe(input());
    expect(key("Tab", { shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(all);
    close.click();
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it("searches again as the visitor types, clears on an empty field and says when search fails", async () => {
    await answered();
    input().value = "";
    input().dispatchEvent(new Event("input"));
    expect(options()).toHaveLength(0);
    expect(input().getAttribute("aria-expanded")).toBe("false");
    fetchMock.mockImplementation(async () => new Response("", { status: 503 }));
    input().value = "workshops";
    input().dispatchEvent(new Event("input"));
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await vi.waitFor(() => expect(status()).toContain("Search is not available right now"));
    expect(fetchMock).toHaveBeenLastCalledWith("/api/search?search=workshops", expect.anything());
  });

  it("says which terms were left out of a search with too many", async () => {
    fetchMock.mockImplementation(async () => Response.json({ ...ANSWER, dropped: ["g7", '"x y"'] }));
    input().value = "pricing and more";
    input().dispatchEvent(new Event("input"));
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await vi.waitFor(() =>
      expect(status()).toBe(
        '12 playbooks found. A search takes 8 terms at most (exclusions first), so these were left out: g7, "x y".',
      ),
    );
  });

  it("says how long to wait when the connection has used up its search budget", async () => {
    await answered();
    fetchMock.mockImplementation(async () => new Response("", { status: 429, headers: { "Retry-After": "7" } }));
    input().value = "workshops";
    input().dispatchEvent(new Event("input"));
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await vi.waitFor(() =>
      expect(status()).toBe("Too many searches from your connection. Please wait 7 seconds and try again."),
    );
    expect(options()).toHaveLength(0);
  });

  it("says when nothing matched, or only near spellings did", async () => {
    fetchMock.mockImplementation(async () => Response.json({ ...ANSWER, approximate: "spellings", total: 2 }));
    input().dispatchEvent(new Event("input"));
    await answered();
    expect(status()).toBe("No exact matches. 2 playbooks found with words spelled like yours.");
    fetchMock.mockImplementation(async () => Response.json({ ...ANSWER, total: 0, results: [] }));
    input().dispatchEvent(new Event("input"));
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await vi.waitFor(() => expect(status()).toBe("No playbooks found for “pricing”."));
  });

  it("says why a lone letter or a stop word found nothing, instead of claiming no playbook matches", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ ...ANSWER, search: "a", total: 0, vague: true, results: [] }),
    );
    input().value = "a";
    input().dispatchEvent(new Event("input"));
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await vi.waitFor(() => expect(status()).toBe("“a” is too short or too common to search for: type a longer word."));
  });
});
