import { describe, expect, it } from "vitest";
import { htmlSections, htmlToText } from "./html-text";
import { searchSections } from "./queries/search-documents.server";

const PART = `<p>Before any heading.</p>
<h2 id="first">First <em>step</em></h2><p>One.</p><h4>Minor</h4><p>Still one.</p>
<h3 id="detail">Detail</h3><ul><li>Two</li></ul><script>ignored()</script>
<h2>No id</h2><p>Three.</p>`;

describe("the text of stored HTML", () => {
  it("is cut into sections at every h2 and h3 with an id, the text before them first", () => {
    expect(htmlSections(PART)).toEqual([
      { anchor: "", heading: "", text: "Before any heading." },
      { anchor: "first", heading: "First step", text: "One.\nMinor\nStill one." },
      { anchor: "detail", heading: "Detail", text: "Two\nNo id\nThree." },
    ]);
  });

  it("reads as one text, headings in their place", () => {
    expect(htmlToText(PART)).toBe(
      "Before any heading.\nFirst step\nOne.\nMinor\nStill one.\nDetail\nTwo\nNo id\nThree.",
    );
  });
});

describe("a playbook's search sections", () => {
  it("start each part at its top, under the part's title, and number the sections in reading order", () => {
    const sections = searchSections([
      { title: "Intro", slug: "intro", html: `<h2 id="why">Why</h2><p>Because.</p>`, wordCount: 2 },
      { title: "Still processing", slug: "later", html: null, wordCount: 0 },
    ]);
    expect(
      sections.map(({ part_slug, anchor, heading, body, position }) => [part_slug, anchor, heading, body, position]),
    ).toEqual([
      ["intro", "", "Intro", "", 1],
      ["intro", "why", "Why", "Because.", 2],
      ["later", "", "Still processing", "", 3],
    ]);
  });
});
