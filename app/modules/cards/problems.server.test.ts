import { describe, expect, it } from "vitest";
import { cardProblems, cardProblemsIn } from "./problems.server";

describe("cards the save refuses", () => {
  it("names a button without an address or with a script one", () => {
    expect(cardProblemsIn('<div class="cta"><a class="cta-button">Book</a></div>')).toEqual([
      "the button card: Give the button an address.",
    ]);
    expect(cardProblemsIn('<div class="cta"><a class="cta-button" href="javascript:alert(1)">Book</a></div>')).toEqual([
      "the button card: Use an address starting with https://, mailto: or / (a page on this site).",
    ]);
  });

  it("names a gallery of one image, an empty HTML card and a sign-up without a heading", () => {
    const html =
      '<figure class="gallery"><img src="/a.webp" alt="A"></figure><div class="html-card"> </div><div class="signup" data-button="Join"><p class="signup-title"></p></div>';
    expect(cardProblems([{ title: "Why", html }])).toEqual([
      "Part 1 (Why), the sign-up card: Write the sign-up's heading.",
      "Part 1 (Why), the gallery card: A gallery shows two images or more; use an image card for one.",
      "Part 1 (Why), the HTML card: The HTML card is empty: write some markup or delete the card.",
    ]);
  });

  it("has nothing to say about good cards or a part without any", () => {
    const html =
      '<div class="cta"><p class="cta-text">Ready?</p><a class="cta-button" href="https://example.com">Go</a></div><figure class="bookmark"><a href="https://example.com"><span class="bookmark-title">Example</span></a></figure>';
    expect(cardProblemsIn(html)).toEqual([]);
    expect(cardProblemsIn("<p>Just text</p>")).toEqual([]);
  });
});
