// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from "vitest";

const VIEW_ID = "AAAAAAAAAAAAAAAAAAAAAAAAAAA";
const sent: { url: string; events: { name: string; path: string; amount?: number }[] }[] = [];
let landing = "";

/**
 * The page as the server sent it: a part to read, and its page view id in the navigation's
 * Server-Timing; the browser had prefetched it (speculation rules), so the server did not count it.
 */
beforeAll(async () => {
  document.body.innerHTML = `<main><div data-read-depth="vibe-coding#1" style="height: 4000px"></div></main>`;
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, body: string) => sent.push({ url, events: JSON.parse(body) }) > 0,
  });
  vi.spyOn(performance, "getEntriesByType").mockImplementation((type) =>
    type === "navigation"
      ? ([
          {
            deliveryType: "navigational-prefetch",
            serverTiming: [
              { name: "cdn", description: "hit" },
              { name: "view", description: VIEW_ID },
            ],
          },
        ] as never)
      : [],
  );
  landing = location.pathname + location.search;
  await import("./page-script");
});

/** The page is hidden: its queued events leave in one beacon. */
function hide(): void {
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
}

describe("the analytics page script", () => {
  it("counts the page it was prefetched for, and in-app navigations made with replaceState as well as pushState", () => {
    history.pushState({}, "", "/catalog");
    history.replaceState({}, "", "/tools");
    // The same path again (a filter changing the query) is no new page.
    history.replaceState({}, "", "/tools?step=2");
    hide();
    const views = sent.flatMap((beacon) => beacon.events.filter((event) => event.name === "pageview"));
    expect(views.map((event) => event.path)).toEqual([landing, "/catalog", "/tools"]);
    for (const beacon of sent) expect(beacon.url).toBe(`/api/event?v=${VIEW_ID}`);
  });

  it("measures reading depth on scroll, once per mark", () => {
    sent.length = 0;
    // The next part, opened in the app.
    const body = document.querySelector<HTMLElement>("[data-read-depth]")!;
    body.dataset.readDepth = "vibe-coding#2";
    const part = vi.spyOn(body, "getBoundingClientRect");
    part.mockReturnValue({ top: innerHeight, height: 4000 } as DOMRect);
    history.pushState({}, "", "/catalog/vibe-coding/one");
    part.mockReturnValue({ top: innerHeight - 2100, height: 4000 } as DOMRect);
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("scroll"));
    hide();
    const marks = sent.flatMap((beacon) => beacon.events.filter((event) => event.name === "read"));
    expect(marks.map((event) => event.amount)).toEqual([25, 50]);
  });
});
