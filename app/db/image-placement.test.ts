import { describe, expect, it } from "vitest";
import { swapInArrivedImages } from "./image-placement";

const stored = {
  src: "/media/playbooks/a/chart-1-900.webp",
  srcset: "/media/playbooks/a/chart-1-900.webp 900w",
  width: 900,
  height: 450,
};

describe("putting arrived web images back into a saved text", () => {
  it("points each <img> of an arrived address at its stored copy, alt text kept, and leaves the rest alone", () => {
    const html =
      '<p>Intro</p><p><img src="https://cdn.example/chart.png" alt="Hours saved" /><img src="https://cdn.example/other.png" alt="" /></p>';
    const swapped = swapInArrivedImages(html, new Map([["https://cdn.example/chart.png", stored]]));
    expect(swapped).toContain(
      '<img src="/media/playbooks/a/chart-1-900.webp" srcset="/media/playbooks/a/chart-1-900.webp 900w" sizes="(min-width: 768px) 768px, 100vw" width="900" height="450" alt="Hours saved" loading="lazy" decoding="async">',
    );
    expect(swapped).toContain('<img src="https://cdn.example/other.png" alt>');
    expect(swapped.startsWith("<p>Intro</p>")).toBe(true);
  });

  it("returns the text unchanged when none of its images has arrived", () => {
    const html = '<p><img src="https://cdn.example/other.png" alt="x" /></p>';
    expect(swapInArrivedImages(html, new Map([["https://cdn.example/chart.png", stored]]))).toBe(html);
    expect(swapInArrivedImages(html, new Map())).toBe(html);
  });
});
