import { describe, expect, it } from "vitest";
import { NO_IMAGES, assemblePlaybook } from "./assemble.server";
import { removeChrome } from "./chrome";
import { parseHtml } from "./dom";
import { parsePlaybookHtml } from "./parse";

const cleaned = (html: string) => {
  const $ = parseHtml(html);
  removeChrome($);
  return $.html();
};

const paragraph = (topic: string) =>
  `<p>${`${topic} is explained here with enough words to count as a real paragraph of an article. `.repeat(3)}</p>`;

describe("chrome never reaches a part", () => {
  it("removes wiki edit links, footnote markers, the table of contents and 'Jump to' lines", () => {
    const html = cleaned(
      '<div id="jump-to-nav">Jump to: <a href="#nav">navigation</a>, <a href="#search">search</a></div>' +
        '<div id="toc" class="toc"><h2>Contents</h2><ul><li><a href="#History">1 History</a></li></ul></div>' +
        '<h2>History<span class="mw-editsection">[<a href="/w/index.php?action=edit">edit</a>]</span></h2>' +
        '<p>Settled around 1300.<sup class="reference"><a href="#cite_note-1">[1]</a></sup> Copied text[2] and [edit] markers.</p>',
    );
    expect(html).not.toMatch(/Jump to|Contents|\[edit\]|\[1\]|\[2\]|1 History/);
    expect(html).toContain("<h2>History</h2>");
    expect(html).toContain("Settled around 1300. Copied text and  markers.");
  });

  it("removes share bars, related posts, comment threads, cookie banners and heading permalinks", () => {
    const html = cleaned(
      `<article><h2>Pricing <a class="anchor" href="#pricing">#</a></h2>${paragraph("Pricing")}` +
        '<div class="share-buttons"><a href="https://x.com/share">Share on X</a></div>' +
        '<section class="jp-relatedposts"><h3>Related</h3><a href="/a">Another post</a></section>' +
        '<div id="comments"><h3>3 Comments</h3><p>Great post!</p></div>' +
        "<div><p>We use cookies to improve your experience. <a>Accept all cookies</a></p></div>" +
        `<h2>You may also like</h2><ul><li>Ten tips</li></ul><h2>Next steps</h2>${paragraph("Next")}</article>`,
    );
    for (const chrome of ["Share on X", "Another post", "Great post", "cookies", "Ten tips", ">#<"])
      expect(html).not.toContain(chrome);
    expect(html).toContain("<h2>Pricing </h2>");
    expect(html).toContain("<h2>Next steps</h2>");
  });

  it("keeps a wrapper named like chrome when it holds the article itself", () => {
    const html = cleaned(`<div class="post comments-enabled"><h1>Guide</h1>${paragraph("Body")}</div><p>x</p>`);
    expect(html).toContain("<h1>Guide</h1>");
  });

  it("keeps footnote-like brackets inside code", () => {
    expect(cleaned("<pre><code>items[1] = list[2]</code></pre>")).toContain("items[1] = list[2]");
  });

  it("leaves no chrome in the titles, description or text of an imported wiki page", () => {
    const page = `<html><head><title>Kiwi - Wikipedia</title><meta property="og:title" content="Kiwi"></head><body>
      <div id="mw-navigation"><ul><li><a href="/">Main page</a></li><li><a href="/random">Random</a></li></ul></div>
      <div id="content"><h1 id="firstHeading">Kiwi</h1><div id="siteSub">From Wikipedia, the free encyclopedia</div>
      <div id="jump-to-nav">Jump to: <a href="#p-search">search</a></div>
      <div id="toc" class="toc"><h2>Contents</h2><ul><li><a href="#Taxonomy">Taxonomy</a></li><li><a href="#Behaviour">Behaviour</a></li></ul></div>
      ${["Taxonomy", "Behaviour", "Conservation"].map((section) => `<h2>${section}<span class="mw-editsection">[<a href="?action=edit">edit</a>]</span></h2>${paragraph(section).replace("here", 'here<sup class="reference">[3]</sup>')}`).join("")}
      </div><div id="footer"><a href="/privacy">Privacy policy</a> <a href="/about">About Wikipedia</a></div></body></html>`;
    const playbook = assemblePlaybook(parsePlaybookHtml(page, "kiwi.html"), NO_IMAGES, {
      fileName: "kiwi.html",
      importedAt: "",
    });
    expect(playbook.title).toBe("Kiwi");
    expect(playbook.parts.slice(0, 3).map((part) => part.title)).toEqual(["Taxonomy", "Behaviour", "Conservation"]);
    const text = `${playbook.description} ${playbook.parts.map((part) => part.html).join(" ")}`;
    for (const chrome of ["From Wikipedia", "Jump to", "Contents", "[edit]", "[3]", "Random", "Privacy policy"])
      expect(text).not.toContain(chrome);
  });
});
