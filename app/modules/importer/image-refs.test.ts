import { describe, expect, it } from "vitest";
import { parseHtml } from "./dom";
import { collectImageReferences, normalizeImages, placeImages } from "./image-refs";

describe("image references", () => {
  it("settles lazy-loaded images on their real source and drops other attributes", () => {
    const $ = parseHtml(
      '<img src="data:image/gif;base64,R0lGOD" data-src="/real.png" alt=" A  chart " onerror="x()" class="lazy"><img srcset="only.png 1x"><img>',
    );
    normalizeImages($);
    expect($.html()).toBe('<img src="/real.png" alt="A chart"><img src="only.png" alt>');
  });

  it("lists each distinct source once, in order", () => {
    expect(collectImageReferences('<img src="a.png" alt="A"><p><img src="b.png"></p><img src="a.png">')).toEqual([
      { src: "a.png", alt: "A" },
      { src: "b.png", alt: "" },
    ]);
  });

  it("points images at their stored copies with size and srcset, and leaves out those that failed", () => {
    const placed = new Map([
      [
        "a.png",
        { src: "/media/a-960.webp", srcset: "/media/a-480.webp 480w, /media/a-960.webp 960w", width: 960, height: 540 },
      ],
    ]);
    const html = placeImages('<img src="a.png" alt="Chart"><img src="gone.png" alt="Lost &quot;photo&quot;">', placed);
    expect(html).toContain('src="/media/a-960.webp"');
    expect(html).toContain('width="960" height="540"');
    expect(html).toContain('srcset="/media/a-480.webp 480w, /media/a-960.webp 960w"');
    expect(html).toContain('alt="Chart"');
    expect(html).not.toContain("gone.png");
    expect(html).toContain("<span>Lost &quot;photo&quot;</span>");
  });

  it("can leave images it has no copy for as they were", () => {
    const html = '<img src="https://cdn.example.com/a.png" alt="Kept">';
    expect(placeImages(html, new Map(), { keepUnplaced: true })).toBe(html);
  });
});
