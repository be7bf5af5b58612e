import { describe, expect, it } from "vitest";
import { chooseDescription, metaDescriptionFromText, readMetaDescription } from "./description";
import { parseHtml } from "./dom";

const descriptionOf = (html: string) => {
  const $ = parseHtml(html);
  return chooseDescription(readMetaDescription($), $, $.root().get(0)!);
};

describe("description rule", () => {
  it("prefers the meta description", () => {
    expect(descriptionOf('<meta name="Description" content=" From meta "><p>First paragraph</p>')).toBe("From meta");
  });

  it("falls back to the first paragraph with text", () => {
    expect(descriptionOf("<p> </p><p>First <b>real</b> paragraph.</p><p>Second</p>")).toBe("First real paragraph.");
  });

  it("is empty when there is neither", () => {
    expect(descriptionOf("<h1>Only a heading</h1>")).toBe("");
  });
});

describe("meta description fallback rule", () => {
  it("joins the first two sentences longer than 10 characters", () => {
    expect(
      metaDescriptionFromText(
        "Short. This is the first long one. Tiny! And this is the second long one. Third sentence here.",
      ),
    ).toBe("This is the first long one. And this is the second long one.");
  });

  it("cuts anything over 160 characters to 157 plus '...'", () => {
    const long = `${"word ".repeat(40)}end.`;
    const capped = metaDescriptionFromText(long);
    expect(capped).toHaveLength(160);
    expect(capped.endsWith("...")).toBe(true);
  });
});
