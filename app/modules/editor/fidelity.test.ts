import { describe, expect, it } from "vitest";
import { editorLosses } from "./fidelity";

describe("what the visual editor would lose", () => {
  it("accepts the spellings and wrappers it changes without changing what readers see", () => {
    expect(
      editorLosses(
        '<div><p><b>Bold</b> and <i>italic</i> <del>gone</del></p><ul><li>One</li></ul><img src="/a.webp" alt="A"></div>',
        '<p><strong>Bold</strong> and <em>italic</em> <s>gone</s></p><ul><li><p>One</p></li></ul><figure><img src="/a.webp" alt="A"></figure>',
      ),
    ).toEqual([]);
    expect(editorLosses("<h1>Title</h1>", "<h2>Title</h2>")).toEqual([]);
  });

  it("names lost text, elements, links and images", () => {
    expect(editorLosses("<p>Keep every word</p>", "<p>Keep every</p>")).toEqual(["some of the text"]);
    expect(editorLosses("<dl><dt>A</dt><dd>B</dd></dl><dl><dt>C</dt></dl>", "<p>A</p><p>B</p><p>C</p>")).toEqual([
      "<dl> ×2",
      "<dt> ×2",
      "<dd>",
    ]);
    expect(
      editorLosses(
        '<p><a href="https://a.example">a</a> <a href="https://a.example">b</a></p>',
        '<p><a href="https://a.example">a</a> b</p>',
      ),
    ).toEqual(["<a>", "the link to https://a.example"]);
    expect(editorLosses('<p>x<img src="/one.webp" alt=""></p>', "<p>x</p>")).toEqual(["<img>", "the image /one.webp"]);
  });
});
