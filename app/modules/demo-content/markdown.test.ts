import { describe, expect, it } from "vitest";
import { renderPart, splitIntoParts } from "./markdown.server";
import { svgDimensions } from "./svg";

const noImages = () => undefined;

describe("splitIntoParts", () => {
  it("starts a part at every level-1 heading and ignores '#' lines inside code", () => {
    const parts = splitIntoParts("# One\n\nText\n\n```\n# not a heading\n```\n\n# Two\n\nMore\n");
    expect(parts.map((part) => part.title)).toEqual(["One", "Two"]);
    expect(parts[0]!.body).toContain("# not a heading");
  });
});

describe("renderPart", () => {
  it("gives headings unique ids for the table of contents", () => {
    const part = renderPart(
      { title: "Pricing Basics", body: "## Why\n\ntext\n\n## Why\n\n### How it works\n" },
      1,
      noImages,
    );
    expect(part.slug).toBe("pricing-basics");
    expect(part.headings).toEqual([
      { id: "why", text: "Why", level: 2 },
      { id: "why-2", text: "Why", level: 2 },
      { id: "how-it-works", text: "How it works", level: 3 },
    ]);
    expect(part.html).toContain('<h2 id="why-2">Why</h2>');
  });

  it("turns a lone X/Twitter status link into a tweet embed", () => {
    const part = renderPart({ title: "T", body: "https://x.com/someone/status/1234567890\n" }, 1, noImages);
    expect(part.html).toContain('<blockquote class="twitter-tweet" data-dnt="true">');
    expect(part.html).toContain('href="https://twitter.com/someone/status/1234567890"');
  });

  it("serves images from storage with their intrinsic size and lazy loading", () => {
    const resolve = (href: string) =>
      href === "images/a.svg" ? { src: "/media/a-1.svg", width: 960, height: 540 } : undefined;
    const part = renderPart({ title: "T", body: "![A flow chart](images/a.svg)\n" }, 1, resolve);
    expect(part.html).toContain(
      '<figure><img src="/media/a-1.svg" alt="A flow chart" width="960" height="540" loading="lazy" decoding="async" /></figure>',
    );
  });

  it("counts the words a reader sees", () => {
    const part = renderPart(
      { title: "T", body: "Five words in this part.\n\n| a | b |\n|---|---|\n| one | two |\n" },
      1,
      noImages,
    );
    expect(part.wordCount).toBe(9);
  });
});

describe("svgDimensions", () => {
  it("reads width and height, falling back to the viewBox", () => {
    expect(svgDimensions('<svg width="960" height="540"></svg>')).toEqual({ width: 960, height: 540 });
    expect(svgDimensions('<svg viewBox="0 0 320 200"></svg>')).toEqual({ width: 320, height: 200 });
    expect(svgDimensions("<svg></svg>")).toBeUndefined();
  });
});
