// @vitest-environment happy-dom
import { getHTMLFromFragment, getSchema } from "@tiptap/core";
import { DOMParser } from "@tiptap/pm/model";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderPart, splitIntoParts } from "~/modules/demo-content/markdown.server";
import { readMarkdownFiles } from "~/modules/demo-content/markdown-files.server";
import { editorLosses } from "~/modules/editor/fidelity";
import { tiktokEmbedHtml } from "~/modules/embeds/tiktok";
import { tweetEmbedHtml } from "~/modules/embeds/tweet";
import { youtubeEmbedHtml } from "~/modules/embeds/youtube";
import { sanitizePlaybookHtml } from "~/modules/html/sanitize.server";
import { partHtml } from "../part-html";
import { partEditorExtensions } from "./index";

const schema = getSchema(partEditorExtensions());

/**
 * What the editor writes after opening `html`, as a part is opened and saved: the editor's own
 * parse and serialization, without a view. (Parsed in a template, inert as a browser's parser
 * is: happy-dom would try to load every player frame.)
 */
function throughEditor(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  const doc = DOMParser.fromSchema(schema).parse(template.content);
  return partHtml({ getHTML: () => getHTMLFromFragment(doc.content, schema) });
}

/** Opened from storage and saved again: the server sanitizes what the editor wrote. */
const saved = (html: string) => sanitizePlaybookHtml(throughEditor(html));

const EMBEDS = {
  youtube: youtubeEmbedHtml("dQw4w9WgXcQ"),
  "TikTok with its account": tiktokEmbedHtml({ id: "7234567890123456789", user: "creator.name" }),
  "TikTok without an account": tiktokEmbedHtml({ id: "7234567890123456789" }),
  tweet: tweetEmbedHtml({ user: "jack", id: "1234567890" }),
};

describe("the part editor's HTML round trip", () => {
  it.each(Object.entries(EMBEDS))("writes a %s embed exactly as the reader's markup", (_name, markup) => {
    expect(throughEditor(markup)).toBe(markup);
    // Read back from storage, where the sanitizer rebuilt the frame and marked the link external.
    const stored = sanitizePlaybookHtml(markup);
    expect(stored).not.toBe(markup);
    expect(throughEditor(stored)).toBe(markup);
    expect(saved(stored)).toBe(stored);
  });

  it("keeps an embed whole between paragraphs, as one block", () => {
    const html = `<p>Before</p>${EMBEDS.youtube}<p>After</p>`;
    expect(throughEditor(html)).toBe(html);
  });

  it("writes tables without the column widths and inline styles the sanitizer would strip", () => {
    const table =
      "<table><thead><tr><th>Tool</th><th>Cost</th></tr></thead><tbody><tr><td>Claude</td><td><strong>$20</strong> a month</td></tr></tbody></table>";
    const written = throughEditor(table);
    expect(written).not.toMatch(/style=|colgroup|<col/);
    expect(written).toContain("<th");
    expect(written).toContain("<strong>$20</strong> a month");
    expect(sanitizePlaybookHtml(written)).toBe(written);
    expect(editorLosses(table, written)).toEqual([]);
    expect(saved(sanitizePlaybookHtml(written))).toBe(sanitizePlaybookHtml(written));
  });

  it("keeps images as figures with their width variants, alt text and caption", () => {
    const image =
      '<figure><img src="/media/a-960.webp" srcset="/media/a-480.webp 480w, /media/a-960.webp 960w" sizes="(min-width: 768px) 768px, 100vw" alt="A funnel" width="960" height="540"><figcaption>Where leads drop out</figcaption></figure>';
    const written = throughEditor(image);
    expect(written).toContain('srcset="/media/a-480.webp 480w, /media/a-960.webp 960w"');
    expect(written).toContain('alt="A funnel"');
    expect(written).toContain("<figcaption>Where leads drop out</figcaption>");
    expect(editorLosses(image, written)).toEqual([]);
  });

  it("keeps links, code blocks with their language, element ids and the inline elements the reader styles", () => {
    const html =
      '<h2 id="setup">Setup</h2><p>Press <kbd>Ctrl</kbd>+<kbd>K</kbd>, then see <a href="#step-3">step 3</a> and H<sub>2</sub>O.</p><pre><code class="language-python">print("hi")\n</code></pre><ol start="3"><li id="step-3">Third</li></ol>';
    const written = throughEditor(html);
    expect(written).toContain('<code class="language-python">');
    expect(written).toContain('<li id="step-3">');
    expect(written).toContain('<ol start="3">');
    expect(editorLosses(html, written)).toEqual([]);
  });

  it("names what it cannot keep, so that part stays in the HTML view", () => {
    const html =
      "<dl><dt>Token</dt><dd>A piece of a word</dd></dl><table><caption>Prices</caption><tr><td>1</td></tr></table>";
    expect(editorLosses(html, throughEditor(html))).toEqual(
      expect.arrayContaining(["<dl>", "<dt>", "<dd>", "<caption>"]),
    );
  });

  // The demo playbooks with images or posts (they have tables, code and lists too): about 50
  // parts, a few seconds under happy-dom.
  it("opens and saves demo playbooks without losing anything, and a second save changes nothing", async () => {
    const files = (await readMarkdownFiles(path.resolve("content/playbooks"))).filter((file) =>
      /!\[|\/status\//.test(file.source),
    );
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) {
      const body = file.source.replace(/^---[\s\S]*?---/, "");
      splitIntoParts(body).forEach((part, index) => {
        const stored = renderPart(part, index + 1, (href) => ({
          src: `/media/${href}`,
          width: 960,
          height: 540,
        })).html!;
        const once = saved(stored);
        expect(editorLosses(stored, once), `${file.file} part ${index + 1}`).toEqual([]);
        expect(saved(once), `${file.file} part ${index + 1}`).toBe(once);
      });
    }
  }, 30_000);
});

describe("the sanitizer on the editor's output", () => {
  it("removes what a paste could smuggle in, even through the editor", () => {
    const pasted =
      '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a><img src="x.png" onerror="alert(1)"></p><script>alert(1)</script><iframe src="https://evil.example/embed/x"></iframe>';
    const written = saved(pasted);
    expect(written).not.toMatch(/onclick|onerror|javascript:|<script|evil\.example/i);
    expect(written).toContain("Hi");
  });

  it("opens external links safely and leaves links on the site alone", () => {
    const written = saved(
      '<p><a href="https://example.com/guide">out</a> and <a href="/catalog/ai-fundamentals">in</a></p>',
    );
    expect(written).toContain('<a href="https://example.com/guide" target="_blank" rel="noopener noreferrer">out</a>');
    expect(written).toContain('<a href="/catalog/ai-fundamentals">in</a>');
  });
});
