// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContinueReading } from "~/components/reader/ContinueReading";
import { enhanceContinueReading } from "./continue-reading";
import { rememberPart } from "./remember-part";
import { renderMarkup } from "./render-markup";
import { readProgress, saveProgress } from "./saved-progress";

const PARTS = ["basics", "practice", "next-steps"];

function renderPart(slug: string, title: string, position: number) {
  document.body.innerHTML = `<main data-remember-part data-playbook="ai-fundamentals" data-part="${slug}"
    data-part-title="${title}" data-position="${position}"></main>`;
}

function setPrerendering(value: boolean) {
  Object.defineProperty(document, "prerendering", { value, configurable: true });
}

beforeEach(() => localStorage.clear());
afterEach(() => setPrerendering(false));

describe("saved progress", () => {
  it("reads back what was saved, per playbook", () => {
    saveProgress(localStorage, "a", { partSlug: "practice", partTitle: "Practice", position: 2 });
    expect(readProgress(localStorage, "a")).toEqual({ partSlug: "practice", partTitle: "Practice", position: 2 });
    expect(readProgress(localStorage, "b")).toBeUndefined();
  });

  it("treats junk from an older version as nothing saved", () => {
    localStorage.setItem("reading-progress:a", "{not json");
    expect(readProgress(localStorage, "a")).toBeUndefined();
    localStorage.setItem("reading-progress:a", JSON.stringify({ partSlug: "practice" }));
    expect(readProgress(localStorage, "a")).toBeUndefined();
  });
});

describe("rememberPart", () => {
  it("saves the part a reader opens as the playbook's last part", () => {
    renderPart("practice", "Practice", 2);
    rememberPart(document);
    expect(readProgress(localStorage, "ai-fundamentals")).toEqual({
      partSlug: "practice",
      partTitle: "Practice",
      position: 2,
    });
  });

  it("waits until a prerendered part is actually shown", () => {
    setPrerendering(true);
    renderPart("next-steps", "Next steps", 3);
    rememberPart(document);
    expect(readProgress(localStorage, "ai-fundamentals")).toBeUndefined();
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(readProgress(localStorage, "ai-fundamentals")?.partSlug).toBe("next-steps");
  });
});

describe("enhanceContinueReading", () => {
  const link = () => document.querySelector<HTMLAnchorElement>("[data-continue-reading]")!;

  it("stays hidden when nothing was read yet", () => {
    renderMarkup(<ContinueReading playbookSlug="ai-fundamentals" partSlugs={PARTS} />);
    enhanceContinueReading(document);
    expect(link().hidden).toBe(true);
  });

  it("offers the last part read, by number and title", () => {
    saveProgress(localStorage, "ai-fundamentals", { partSlug: "practice", partTitle: "Practice", position: 2 });
    renderMarkup(<ContinueReading playbookSlug="ai-fundamentals" partSlugs={PARTS} />);
    enhanceContinueReading(document);
    expect(link().hidden).toBe(false);
    expect(link().getAttribute("href")).toBe("/catalog/ai-fundamentals/practice");
    expect(link().textContent).toBe("Continue reading: Part 2, Practice");
  });

  it("stays hidden when the saved part no longer exists", () => {
    saveProgress(localStorage, "ai-fundamentals", { partSlug: "removed", partTitle: "Removed", position: 4 });
    renderMarkup(<ContinueReading playbookSlug="ai-fundamentals" partSlugs={PARTS} />);
    enhanceContinueReading(document);
    expect(link().hidden).toBe(true);
  });
});
