// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadTweetWidget, TWEET_WIDGET_SRC } from "./tweet-widget";

const widget = () => document.querySelector(`script[src="${TWEET_WIDGET_SRC}"]`);

describe("loadTweetWidget", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, "prerendering", { value: false, configurable: true });
  });

  it("adds the widget script half a second after a page with tweets has loaded", () => {
    document.body.innerHTML = `<main data-tweet-widget></main>`;
    loadTweetWidget(document);
    vi.advanceTimersByTime(450);
    expect(widget()).toBeNull();
    vi.advanceTimersByTime(100);
    expect(widget()).not.toBeNull();
  });

  it("never loads it on a page without tweets", () => {
    document.body.innerHTML = `<main></main>`;
    loadTweetWidget(document);
    vi.advanceTimersByTime(5000);
    expect(widget()).toBeNull();
  });

  it("waits for a prerendered page to be shown", () => {
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    document.body.innerHTML = `<main data-tweet-widget></main>`;
    loadTweetWidget(document);
    vi.advanceTimersByTime(5000);
    expect(widget()).toBeNull();
    document.dispatchEvent(new Event("prerenderingchange"));
    vi.advanceTimersByTime(500);
    expect(widget()).not.toBeNull();
  });
});
