// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReadingProgressBar } from "~/components/reader/ReadingProgressBar";
import { enhanceReadingProgress, scrollProgress } from "./reading-progress";
import { renderMarkup } from "./render-markup";

describe("scrollProgress", () => {
  it("is the scroll position over the scrollable height, capped at 100%", () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0);
    expect(scrollProgress(1000, 3000, 1000)).toBe(50);
    expect(scrollProgress(2500, 3000, 1000)).toBe(100);
    expect(scrollProgress(-40, 3000, 1000)).toBe(0);
  });

  it("is 100% when nothing scrolls", () => {
    expect(scrollProgress(0, 800, 1000)).toBe(100);
  });
});

describe("enhanceReadingProgress", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the bar, then follows the scroll position", async () => {
    renderMarkup(<ReadingProgressBar />);
    const bar = document.querySelector<HTMLElement>("[role=progressbar]")!;
    expect(bar.hidden).toBe(true);
    vi.spyOn(document.documentElement, "scrollHeight", "get").mockReturnValue(2 * window.innerHeight);

    enhanceReadingProgress(document);
    expect(bar.hidden).toBe(false);
    expect(bar.getAttribute("aria-valuenow")).toBe("0");

    window.scrollY = window.innerHeight / 4;
    window.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(bar.getAttribute("aria-valuenow")).toBe("25");
    expect((bar.firstElementChild as HTMLElement).style.transform).toBe("scaleX(0.25)");
  });
});
