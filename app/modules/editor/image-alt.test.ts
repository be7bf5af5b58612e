import { describe, expect, it } from "vitest";
import { altTextProblems, imagesWithoutAlt } from "./image-alt";

describe("images without alt text", () => {
  it("finds images with no alt or a blank one, by file name", () => {
    const html =
      '<figure><img src="/media/playbooks/x/funnel-3f2a9c1b07-960.webp" alt="A funnel"></figure><p><img src="/media/a%20b.png"></p><img src="https://cdn.example/c.jpg?w=2" alt="  ">';
    expect(imagesWithoutAlt(html)).toEqual(["a b.png", "c.jpg"]);
  });

  it("says which part and which images, and what to do", () => {
    const problems = altTextProblems([
      { title: "Intro", html: '<img src="/media/a.webp" alt="Chart">' },
      { title: "Pricing", html: '<img src="/media/b.webp"><img src="/media/c.webp" alt="">' },
    ]);
    expect(problems).toEqual([
      'Part 2 (Pricing): 2 images have no alt text (b.webp, c.webp). Select the image and choose "Alt text" to describe it.',
    ]);
  });
});
