import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NO_IMAGES, assemblePlaybook } from "./assemble.server";
import { isElement, parseHtml } from "./dom";
import { parsePlaybookHtml } from "./parse";
import { decodeHtmlSource } from "./source";

const MB = 1024 * 1024;
const FIXTURES = path.resolve("tests/fixtures/import");

function importFixture(name: string) {
  const html = decodeHtmlSource(fs.readFileSync(path.join(FIXTURES, name)), 10 * MB);
  const parsed = parsePlaybookHtml(html, name);
  return {
    parsed,
    playbook: assemblePlaybook(parsed, NO_IMAGES, { fileName: name, importedAt: "2025-01-01T00:00:00.000Z" }),
  };
}

const allHtml = (playbook: ReturnType<typeof importFixture>["playbook"]) =>
  playbook.parts.map((part) => part.html).join("\n");

describe("real-world corpus", () => {
  it("imports a Google Docs export: title paragraph, h1 sections, redirected YouTube link, image", () => {
    const { parsed, playbook } = importFixture("google-docs-export.html");
    expect(playbook.title).toBe("Pricing Your AI Services Without Guesswork");
    expect(playbook.slug).toBe("pricing-your-ai-services-without-guesswork");
    expect(playbook.description).toMatch(/^Most consultants undercharge/);
    expect(playbook.parts.map((part) => part.title)).toEqual([
      "Why hourly pricing fails",
      "Build a value ladder",
      "Package your offer",
      "Handle price objections",
      "Raise your prices every quarter",
    ]);
    expect(parsed.embeds).toMatchObject([{ type: "youtube", id: "dQw4w9WgXcQ" }]);
    expect(parsed.images).toEqual([
      { src: "images/image1.png", alt: "A three-step value ladder: discovery, project, retainer" },
    ]);
    expect(allHtml(playbook)).not.toMatch(/style|class="c\d/);
    expect(playbook.aiCategories).toEqual(["ai-business"]);
    expect(playbook.batonCategories).toEqual(["offer"]);
  });

  it("imports a Notion export: page title, page description, bookmark to an X post", () => {
    const { parsed, playbook } = importFixture("notion-export.html");
    expect(playbook.title).toBe("Building a Content Engine with AI");
    expect(playbook.description).toMatch(/^Turn one idea into a week of posts/);
    expect(playbook.parts.slice(0, 4).map((part) => part.title)).toEqual([
      "Start from one pillar idea",
      "Draft in batches",
      "Repurpose for the newsletter",
      "Measure what resonates",
    ]);
    expect(parsed.embeds).toMatchObject([{ type: "x", id: "1712345678901234567" }]);
    expect(parsed.images[0]!.src).toBe(
      "Building%20a%20Content%20Engine%20with%20AI%208d2c1f7e/content-engine-diagram.png",
    );
    expect(playbook.tools).toEqual(expect.arrayContaining(["ChatGPT", "Notion", "LinkedIn"]));
  });

  it("imports a WordPress post without the theme, sidebar, comments or footer", () => {
    const { parsed, playbook } = importFixture("wordpress-post.html");
    expect(playbook.title).toBe("Community-Led Growth for Solo Founders");
    expect(playbook.description).toMatch(/^How solo founders grow a paid community/);
    expect(playbook.parts.map((part) => part.title)).toEqual([
      "Pick a promise, not a topic",
      "Run one weekly ritual",
      "Onboard every member by hand (with AI help)",
      "Charge from day one",
      "Turn members into referrals",
    ]);
    const html = allHtml(playbook);
    for (const furniture of ["Leave a Reply", "Recent Posts", "Proudly powered", "Skip to content", "Newsletter</a>"])
      expect(html).not.toContain(furniture);
    expect(parsed.embeds).toMatchObject([{ type: "youtube", id: "aBcDeFgHiJk" }]);
    expect(playbook.batonCategories).toEqual(["tribe"]);
  });

  it("imports a saved news page without scripts, ads, trackers, cookie banner or navigation", () => {
    const { parsed, playbook } = importFixture("saved-news-page.html");
    expect(playbook.title).toBe("AI agents are coming for the back office");
    const html = allHtml(playbook);
    for (const junk of [
      "<script",
      "gtag",
      "adsbygoogle",
      "cookies",
      "Related stories",
      "Sign up",
      "Daily Ledger</a>",
      "onload",
    ])
      expect(html).not.toContain(junk);
    expect(parsed.images.map((image) => image.src)).toEqual([
      "https://cdn.dailyledger.example/images/2025/agents-desk.jpg",
    ]);
    expect(parsed.embeds).toMatchObject([{ type: "twitter", id: "1798765432109876543" }]);
    expect(html).toContain('<blockquote class="twitter-tweet" data-dnt="true">');
    expect(playbook.content).toMatchObject({
      seoData: { metaDescription: expect.stringMatching(/^Small firms are handing/) },
    });
  });

  it("splits a page with no headings into five titled parts by the fallback rule", () => {
    const { parsed, playbook } = importFixture("no-headings.html");
    expect(parsed.splitMethod).toBe("fallback");
    expect(playbook.title).toBe("Notes on running a paid workshop");
    expect(playbook.parts.map((part) => part.title)).toEqual(["Part 1", "Part 2", "Part 3", "Part 4", "Part 5"]);
    expect(playbook.parts.every((part) => part.wordCount > 20)).toBe(true);
    expect(allHtml(playbook)).toContain("A kit can be licensed to other trainers");
  });

  it("rejects an empty file and a binary file renamed .html with clear messages", () => {
    expect(() => importFixture("empty.html")).toThrow("The file is empty.");
    expect(() => importFixture("binary-renamed.html")).toThrow("The file is a PNG image, not an HTML page.");
  });

  it("rejects a page with markup but nothing to import", () => {
    expect(() =>
      parsePlaybookHtml("<html><head><script>x</script></head><body><nav>Menu</nav></body></html>", "x.html"),
    ).toThrow("The page has no readable text or images to import.");
  });

  it("refuses a near-empty page: fewer than 100 words below the title", () => {
    const page = (words: number) =>
      `<html><body><h1>Untitled draft</h1><p>${Array.from({ length: words }, (_, n) => `word${n}`).join(" ")}</p></body></html>`;
    expect(() => parsePlaybookHtml("<html><body><p>Hello</p></body></html>", "one-word.html")).toThrow(
      "The page has only 1 word of text below its title; a playbook needs at least 100. Check that the export holds the whole document.",
    );
    expect(() => parsePlaybookHtml(page(99), "short.html")).toThrow("only 99 words");
    expect(parsePlaybookHtml(page(100), "enough.html").title).toBe("Untitled draft");
  });

  it("imports a 9 MB page in a few seconds, and refuses one over the 10 MB limit", () => {
    const paragraph = `<p>${"Automation saves hours when the workflow is written down first. ".repeat(12)}</p>\n`;
    const section = (n: number) => `<h2>Chapter ${n} of the long guide</h2>\n${paragraph.repeat(2450)}`;
    const page = `<html><body><h1>A very long guide</h1>${[1, 2, 3, 4, 5].map(section).join("")}</body></html>`;
    const bytes = Buffer.from(page);
    expect(bytes.byteLength).toBeGreaterThan(9 * MB);
    expect(bytes.byteLength).toBeLessThan(10 * MB);

    // CPU time, not wall time: other suites share the machine's cores during CI.
    const started = process.cpuUsage();
    const playbook = assemblePlaybook(parsePlaybookHtml(decodeHtmlSource(bytes, 10 * MB), "long.html"), NO_IMAGES, {
      fileName: "long.html",
      importedAt: "2025-01-01T00:00:00.000Z",
    });
    // A guard against accidentally quadratic passes (about 3 s of CPU on this 2-core machine).
    const spent = process.cpuUsage(started);
    expect((spent.user + spent.system) / 1000).toBeLessThan(30_000);
    expect(playbook.parts).toHaveLength(5);
    expect(playbook.parts[4]!.title).toBe("Chapter 5 of the long guide");
    expect(() => decodeHtmlSource(Buffer.concat([bytes, Buffer.alloc(MB, 0x20)]), 10 * MB)).toThrow(
      "over the 10 MB limit",
    );
  }, 60_000);

  it("keeps hostile markup from every field of a playbook", () => {
    const { playbook } = importFixture("hostile-payloads.html");
    expect(playbook.title).toBe("XSS Test Playbook <script>window.__xss=1</script>");
    const $ = parseHtml(allHtml(playbook));
    expect(
      $("script, svg, math, style, form, input, button, object, embed, base, meta, template, noscript").length,
    ).toBe(0);
    for (const element of $("*").toArray().filter(isElement)) {
      for (const [name, value] of Object.entries(element.attribs)) {
        expect(name).not.toMatch(/^on|^srcdoc$|^style$/);
        expect(value).not.toMatch(/javascript:|data:|__react/i);
      }
    }
    expect($("iframe").attr("sandbox")).toBe("allow-scripts allow-same-origin allow-presentation allow-popups");
    expect(allHtml(playbook)).toContain("&lt;script&gt;window.__xss=1&lt;/script&gt; stays visible as text");
  });
});
