// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { TableOfContents } from "~/components/reader/TableOfContents";
import { renderMarkup } from "./render-markup";
import { currentHeading, enhanceTocHighlight, readingLine } from "./toc-highlight";

describe("readingLine", () => {
  it("is a quarter down the viewport, or just below where a jump puts a heading if that is lower", () => {
    expect(readingLine(800, 176, false)).toBe(200);
    expect(readingLine(700, 176, false)).toBe(177);
  });

  it("is the bottom of the viewport at the end of the page", () => {
    expect(readingLine(800, 176, true)).toBe(800);
  });
});

describe("currentHeading", () => {
  it("is the last heading whose top has reached the line", () => {
    expect(currentHeading([150, 900, 1700], 200)).toBe(0);
    expect(currentHeading([-600, 190, 1000], 200)).toBe(1);
    expect(currentHeading([-1600, -700, -20], 200)).toBe(2);
  });

  it("is none before the first heading is reached", () => {
    expect(currentHeading([400, 1200], 200)).toBe(-1);
  });
});

describe("enhanceTocHighlight", () => {
  it("marks the links of the section being read, in both lists, with aria-current", () => {
    const headings = [
      { id: "intro", text: "Intro", level: 2 },
      { id: "setup", text: "Setup", level: 2 },
    ];
    renderMarkup(
      <>
        <TableOfContents headings={headings} placement="top" />
        <TableOfContents headings={headings} placement="side" />
        <h2 id="intro">Intro</h2>
        <h2 id="setup">Setup</h2>
      </>,
    );
    const top = (id: string, value: number) =>
      vi.spyOn(document.getElementById(id)!, "getBoundingClientRect").mockReturnValue({ top: value } as DOMRect);
    top("intro", -300);
    top("setup", 100);

    enhanceTocHighlight(document);

    const current = [...document.querySelectorAll("[aria-current=location]")].map((link) => link.getAttribute("href"));
    expect(current).toEqual(["#setup", "#setup"]);
  });
});
