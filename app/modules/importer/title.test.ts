import { describe, expect, it } from "vitest";
import { parseHtml } from "./dom";
import { extractTitle } from "./title";

const titleOf = (html: string) => {
  const $ = parseHtml(html);
  return extractTitle($, $.root().get(0)!).title;
};

describe("title rule", () => {
  it("takes the first h1", () => {
    expect(titleOf("<title>Page</title><h2>Second</h2><h1>  The   First </h1><h1>Other</h1>")).toBe("The First");
  });

  it("falls back to the first h2 when there is no h1", () => {
    expect(titleOf("<title>Page</title><h2>Heading two</h2>")).toBe("Heading two");
  });

  it("falls back to the page title, then to 'Untitled Playbook'", () => {
    expect(titleOf("<title>Page title</title><p>text</p>")).toBe("Page title");
    expect(titleOf("<p>text only</p>")).toBe("Untitled Playbook");
  });

  it("skips headings with no text", () => {
    expect(titleOf("<h1><img src=a.png></h1><h2>Real title</h2>")).toBe("Real title");
  });

  it("reports the heading it used, so the body can drop it", () => {
    const $ = parseHtml("<h1>Title</h1><p>x</p>");
    expect(extractTitle($, $.root().get(0)!).element?.tagName).toBe("h1");
  });
});
