import { describe, expect, it } from "vitest";
import { parsePlaybookHtml } from "./parse";
import { namesTheSame } from "./title";

const words = (topic: string, count = 40) => Array.from({ length: count }, (_, n) => `${topic}${n}`).join(" ");
const article = (headline: string, sections = ["Section one", "Section two", "Section three"]) =>
  `<article><h1>${headline}</h1>${sections.map((name, n) => `<h2>${name}</h2><p>${words(`s${n}w`)}</p>`).join("")}</article>`;
const titleOf = (html: string) => parsePlaybookHtml(html, "page.html").title;
const menu = `<div class="site-header"><h1>Daily Ledger</h1><ul>${["News", "Opinion", "Sport", "Culture", "Travel", "Money"].map((item) => `<li><a href="/${item}">${item} section</a></li>`).join("")}</ul></div>`;

describe("the article's title", () => {
  it("is the article's own h1, not the site's logo heading", () => {
    const page = `<html><head><title>Agents in the back office | Daily Ledger</title></head><body>${menu}${article("Agents in the back office")}</body></html>`;
    expect(titleOf(page)).toBe("Agents in the back office");
  });

  it("is the page's declared title when the only h1 names something else (a placeholder or a section)", () => {
    const page = `<html><head><meta property="og:title" content="Preferred title"></head><body>${article("Test document title")}</body></html>`;
    expect(titleOf(page)).toBe("Preferred title");
  });

  it("is the <title> when a clean page's headings are single words it does not repeat (placeholders)", () => {
    const page = `<html><head><title>Replace brs test</title></head><body>${article("Lorem", ["Foo", "Bar", "Baz"])}</body></html>`;
    expect(titleOf(page)).toBe("Replace brs test");
  });

  it("keeps the heading of a clean export whose <title> is only its file name", () => {
    expect(
      titleOf(`<html><head><title>draft-v3</title></head><body>${article("Pricing your AI services")}</body></html>`),
    ).toBe("Pricing your AI services");
  });

  it("is 'Untitled Playbook' when nothing names the page", () => {
    expect(titleOf(`<p>${words("w", 120)}</p>`)).toBe("Untitled Playbook");
  });

  it("compares names by their shared words, so a site name added to the title does not matter and a logo does not match", () => {
    expect(namesTheSame("How to Build a Terrarium", "How to Build a Terrarium | eHow")).toBe(true);
    expect(namesTheSame("V8", "Standalone WebAssembly binaries using Emscripten · V8")).toBe(false);
    expect(namesTheSame("Engadget", "Xbox One X review: A console that keeps up with gaming PCs")).toBe(false);
  });

  it("is the metadata's wording when the heading holds that title but words it differently (pages whose heading adds a kicker or a subtitle)", () => {
    const kicker = `<html><head><title>Standalone binaries with Emscripten · Engine Blog</title></head><body>${menu}${article("Outside the web: standalone binaries with Emscripten")}</body></html>`;
    expect(titleOf(kicker)).toBe("Standalone binaries with Emscripten · Engine Blog");
    const subtitle = `<html><head><title>Pricing AI work: charge for outcomes</title></head><body>${article("Pricing AI work: charge for outcomes, not for hours you spend")}</body></html>`;
    expect(titleOf(subtitle)).toBe("Pricing AI work: charge for outcomes");
  });

  it("is the heading when it only leaves out the site's name or a byline after a separator (pages titled 'Headline | Site')", () => {
    const bylined = `<html><head><meta property="og:title" content="Whales return to the bay | Ana Ruiz"></head><body>${menu}${article("Whales return to the bay")}</body></html>`;
    expect(titleOf(bylined)).toBe("Whales return to the bay");
  });
});
