import { describe, expect, it } from "vitest";
import { embedTweetLinks } from "./tweet-links";

describe("Twitter Embed Fixer rule", () => {
  it("replaces a paragraph that is only a tweet link, or only the URL, with our embed", () => {
    const { html, converted } = embedTweetLinks(
      '<p><a href="https://twitter.com/jack/status/20123456789">https://twitter.com/jack/status/20123456789</a></p><p>https://x.com/a_b/status/1712345678901234567</p>',
    );
    expect(converted).toEqual([
      "https://twitter.com/jack/status/20123456789",
      "https://x.com/a_b/status/1712345678901234567",
    ]);
    expect(html.match(/<blockquote class="twitter-tweet" data-dnt="true">/g)).toHaveLength(2);
    expect(html).not.toContain("<p><a href");
  });

  it("keeps running text and puts the embed after its paragraph", () => {
    const { html } = embedTweetLinks(
      '<p>As <a href="https://x.com/jack/status/20123456789">Jack said</a>, ship it.</p><p>Next</p>',
    );
    expect(html).toMatch(
      /^<p>As <a href="https:\/\/x.com\/jack\/status\/20123456789">Jack said<\/a>, ship it.<\/p><blockquote class="twitter-tweet"/,
    );
    expect(html).toContain("</blockquote><p>Next</p>");
  });

  it("leaves embedded tweets and other links alone, returning the markup unchanged", () => {
    const source =
      '<blockquote class="twitter-tweet" data-dnt="true"><p>A post</p><a href="https://twitter.com/jack/status/20123456789">View</a></blockquote><p><a href="https://example.com">x</a></p>';
    expect(embedTweetLinks(source)).toEqual({ html: source, converted: [] });
  });
});
