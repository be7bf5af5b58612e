// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cancelSearchTracking, SETTLED_SEARCH_MS, settleSearchNow, trackSettledSearch } from "./search-tracking";

const track = vi.hoisted(() => vi.fn());
vi.mock("~/modules/analytics/track", () => ({ track }));

function resultsShowing(data: { search?: string; total?: string }): HTMLElement {
  const results = document.createElement("section");
  Object.assign(results.dataset, data);
  return results;
}

describe("trackSettledSearch", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    track.mockReset();
  });

  it("reports a search and its number of results once they have stayed on screen", () => {
    trackSettledSearch(resultsShowing({ search: "pricing", total: "0" }));
    vi.advanceTimersByTime(SETTLED_SEARCH_MS - 1);
    expect(track).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(track).toHaveBeenCalledWith({ name: "search", subject: "pricing", amount: 0 });
  });

  it("counts only the last of searches shown in quick succession, and none cancelled by new results", () => {
    trackSettledSearch(resultsShowing({ search: "pri", total: "4" }));
    vi.advanceTimersByTime(500);
    trackSettledSearch(resultsShowing({ search: "pricing", total: "2" }));
    vi.advanceTimersByTime(SETTLED_SEARCH_MS);
    expect(track.mock.calls).toEqual([[{ name: "search", subject: "pricing", amount: 2 }]]);

    trackSettledSearch(resultsShowing({ search: "offers", total: "3" }));
    cancelSearchTracking();
    vi.advanceTimersByTime(SETTLED_SEARCH_MS);
    expect(track).toHaveBeenCalledTimes(1);
  });

  it("reports nothing without a search, or when the list failed to load", () => {
    trackSettledSearch(resultsShowing({ total: "12" }));
    trackSettledSearch(resultsShowing({ search: "pricing" }));
    vi.advanceTimersByTime(SETTLED_SEARCH_MS);
    expect(track).not.toHaveBeenCalled();
  });

  it("reports a search at once when a result is chosen before it settled, and only once", () => {
    trackSettledSearch(resultsShowing({ search: "pricing", total: "5" }));
    vi.advanceTimersByTime(300);
    settleSearchNow();
    expect(track).toHaveBeenCalledWith({ name: "search", subject: "pricing", amount: 5 });
    vi.advanceTimersByTime(SETTLED_SEARCH_MS);
    settleSearchNow();
    expect(track).toHaveBeenCalledTimes(1);
  });
});
