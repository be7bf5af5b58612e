// @vitest-environment happy-dom
import { DOMSerializer, type DOMOutputSpec } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { sanitizePlaybookHtml } from "~/modules/html/sanitize.server";
import {
  htmlCardMarkup,
  readBookmark,
  readButton,
  readCallout,
  readGallery,
  readHtmlCard,
  readSignup,
  writeBookmark,
  writeButton,
  writeCallout,
  writeGallery,
  writeSignup,
} from "./markup";
import {
  bookmarkSchema,
  buttonSchema,
  calloutSchema,
  cardProblem,
  gallerySchema,
  htmlCardSchema,
  isSafeHref,
  signupSchema,
} from "./schemas";

/** The card's stored HTML, as the editor writes it (a spec rendered into the DOM). */
function markupOf(spec: DOMOutputSpec, inside = "<p>Body</p>"): string {
  const { dom, contentDOM } = DOMSerializer.renderSpec(document, spec);
  if (contentDOM) (contentDOM as HTMLElement).innerHTML = inside;
  // happy-dom closes void elements XML-style; browsers and the sanitizer write `<img …>`.
  return (dom as HTMLElement).outerHTML.replaceAll(" />", ">");
}

function elementOf(html: string): Element {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content.firstElementChild!;
}

const IMAGE = {
  src: "/media/playbooks/pricing/ladder-0123456789.webp",
  srcset: "/media/playbooks/pricing/ladder-0123456789-480.webp 480w",
  sizes: "(min-width: 768px) 720px, 100vw",
  alt: "Price ladder with three tiers",
  width: 1200,
  height: 600,
};

const CARDS = {
  button: {
    schema: buttonSchema,
    valid: { label: "Book a call", href: "https://example.com/book", text: "Ready to price your own?" },
    write: writeButton,
    read: readButton,
  },
  signup: {
    schema: signupSchema,
    valid: { title: "Get the next playbook", text: "One e-mail a week, no spam.", button: "Subscribe" },
    write: writeSignup,
    read: readSignup,
  },
  bookmark: {
    schema: bookmarkSchema,
    valid: {
      url: "https://example.com/guide",
      title: "A guide to pricing",
      description: "How to set prices that sell.",
      site: "Example",
    },
    write: writeBookmark,
    read: readBookmark,
  },
  gallery: {
    schema: gallerySchema,
    valid: { images: [IMAGE, { ...IMAGE, src: "/media/playbooks/pricing/b.webp", alt: "Second" }], caption: "Both" },
    write: writeGallery,
    read: readGallery,
  },
};

describe("each card's schema", () => {
  it("keeps what a button needs and refuses a label-less one or a script address", () => {
    expect(buttonSchema.parse({ label: " Go ", href: "/catalog" })).toEqual({
      label: "Go",
      href: "/catalog",
      text: "",
    });
    expect(cardProblem(buttonSchema, { label: "", href: "/x" })).toBe("Write the button's label.");
    expect(cardProblem(buttonSchema, { label: "Go", href: "javascript:alert(1)" })).toMatch(/https:\/\//);
    expect(cardProblem(buttonSchema, { label: "Go", href: "//evil.example" })).toMatch(/https:\/\//);
    expect(cardProblem(buttonSchema, { label: "x".repeat(61), href: "/x" })).toMatch(/60 characters/);
  });

  it("gives a sign-up a heading and a button label", () => {
    expect(cardProblem(signupSchema, { title: " ", button: "Join" })).toBe("Write the sign-up's heading.");
    expect(cardProblem(signupSchema, { title: "Join us", button: "" })).toBe("Write the button's label.");
    expect(signupSchema.parse({ title: "Join us", button: "Join" }).text).toBe("");
  });

  it("takes only web addresses for a bookmark", () => {
    expect(cardProblem(bookmarkSchema, { url: "ftp://example.com", title: "x" })).toMatch(/https:\/\//);
    expect(cardProblem(bookmarkSchema, { url: "https://example.com", title: "" })).toBe("The bookmark needs a title.");
  });

  it("wants two to nine described images in a gallery", () => {
    expect(cardProblem(gallerySchema, { images: [IMAGE] })).toMatch(/two images or more/);
    expect(cardProblem(gallerySchema, { images: Array(10).fill(IMAGE) })).toMatch(/at most 9/);
    expect(cardProblem(gallerySchema, { images: [IMAGE, { ...IMAGE, alt: " " }] })).toMatch(/Describe every image/);
    expect(cardProblem(gallerySchema, { images: [IMAGE, { ...IMAGE, src: "javascript:x" }] })).toMatch(/address/);
  });

  it("reads an unknown callout tone as a note, and refuses an empty HTML card", () => {
    expect(calloutSchema.parse({ tone: "danger" })).toEqual({ tone: "note" });
    expect(calloutSchema.parse({ tone: "warning" })).toEqual({ tone: "warning" });
    expect(cardProblem(htmlCardSchema, { html: "  " })).toMatch(/empty/);
  });

  it("knows which addresses are safe", () => {
    expect(["https://a.b", "http://a.b", "mailto:a@b.c", "/catalog", "#top"].every(isSafeHref)).toBe(true);
    expect(["javascript:x", "//evil.example", "data:text/html,x", "vbscript:x"].some(isSafeHref)).toBe(false);
  });
});

describe("each card's stored markup", () => {
  it.each(Object.entries(CARDS))("%s: reads back what it wrote, and the sanitizer keeps it as is", (_name, card) => {
    const attributes = card.schema.parse(card.valid);
    const html = markupOf((card.write as (value: typeof attributes) => DOMOutputSpec)(attributes));
    expect(card.schema.parse(card.read(elementOf(html)))).toEqual(attributes);
    // The sanitizer marks external links and writes void elements as `<img … />`; nothing else changes.
    const sanitized = sanitizePlaybookHtml(html);
    expect(sanitized.replace(/ target="_blank" rel="noopener noreferrer"/, "").replaceAll(" />", ">")).toBe(html);
  });

  it("writes a callout as the shared contract says, with its blocks inside", () => {
    const html = markupOf(writeCallout({ tone: "tip" }));
    expect(html).toBe('<aside class="callout" data-tone="tip"><p>Body</p></aside>');
    expect(readCallout(elementOf(html))).toEqual({ tone: "tip" });
    expect(sanitizePlaybookHtml(html)).toBe(html);
  });

  it("leaves out a button's empty sentence and a bookmark's empty lines", () => {
    expect(markupOf(writeButton({ label: "Go", href: "/x", text: "" }))).toBe(
      '<div class="cta"><a class="cta-button" href="/x">Go</a></div>',
    );
    expect(markupOf(writeBookmark({ url: "https://a.b/", title: "T", description: "", site: "" }))).toBe(
      '<figure class="bookmark"><a href="https://a.b/"><span class="bookmark-title">T</span></a></figure>',
    );
  });

  it("keeps an HTML card's markup, which the sanitizer still cleans", () => {
    const html = htmlCardMarkup('<p>Hi <strong>there</strong></p><script>alert(1)</script><p onclick="x()">Two</p>');
    expect(readHtmlCard(elementOf(html))).toEqual({
      html: '<p>Hi <strong>there</strong></p><script>alert(1)</script><p onclick="x()">Two</p>',
    });
    expect(sanitizePlaybookHtml(html)).toBe('<div class="html-card"><p>Hi <strong>there</strong></p><p>Two</p></div>');
  });
});

describe("the sanitizer's allowances for cards", () => {
  it("keeps exactly the cards' classes and values, nothing more", () => {
    expect(sanitizePlaybookHtml('<aside class="callout sidebar" data-tone="danger" style="x"><p>A</p></aside>')).toBe(
      '<aside class="callout"><p>A</p></aside>',
    );
    expect(
      sanitizePlaybookHtml('<ul data-type="taskList"><li data-type="taskItem" data-checked="maybe"><p>A</p></li></ul>'),
    ).toBe('<ul data-type="taskList"><li data-type="taskItem"><p>A</p></li></ul>');
    expect(
      sanitizePlaybookHtml('<div class="cta hero" data-x="1"><a class="cta-button big" href="/a">Go</a></div>'),
    ).toBe('<div class="cta"><a class="cta-button" href="/a">Go</a></div>');
    expect(sanitizePlaybookHtml("<details open><summary>More</summary><p>Inside</p></details>")).toBe(
      "<details><summary>More</summary><p>Inside</p></details>",
    );
  });

  it("never lets a card carry a form or a script", () => {
    const clean = sanitizePlaybookHtml(
      '<div class="signup" data-button="Join"><form action="https://evil.example"><input name="email"><button>Go</button></form></div>',
    );
    expect(clean).not.toMatch(/<form|<input|<button/);
  });
});
