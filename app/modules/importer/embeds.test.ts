import { describe, expect, it } from "vitest";
import { parseHtml } from "./dom";
import { convertEmbeds } from "./embeds";

function convert(html: string) {
  const $ = parseHtml(html);
  const embeds = convertEmbeds($);
  return { html: $.html(), embeds };
}

describe("social links become embeds", () => {
  it("replaces a paragraph holding only a YouTube link or URL", () => {
    const { html, embeds } = convert(
      '<p><a href="https://youtu.be/dQw4w9WgXcQ">https://youtu.be/dQw4w9WgXcQ</a></p><p>https://www.tiktok.com/@a/video/7234567890123456789</p>',
    );
    expect(embeds.map((embed) => embed.type)).toEqual(["youtube", "tiktok"]);
    expect(html).toContain('<figure class="embed embed-youtube">');
    expect(html).toContain('<figure class="embed embed-tiktok">');
  });

  it("leaves a link inside running text alone", () => {
    const source = '<p>Watch <a href="https://youtu.be/dQw4w9WgXcQ">this talk</a> first.</p>';
    expect(convert(source)).toEqual({ html: source, embeds: [] });
  });

  it("converts third-party embed code to ours", () => {
    const { html, embeds } = convert(
      '<blockquote class="twitter-tweet"><p>Hello</p>&mdash; Jack <a href="https://twitter.com/jack/status/1234567890?ref=x">date</a></blockquote>' +
        '<iframe width="560" src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="x()"></iframe>',
    );
    expect(embeds.map((embed) => `${embed.type}:${embed.id}`)).toEqual(["twitter:1234567890", "youtube:dQw4w9WgXcQ"]);
    expect(html).toContain('<blockquote class="twitter-tweet" data-dnt="true">');
    expect(html).not.toContain("onload");
  });
});
