import { describe, expect, it } from "vitest";
import { sanitizePlaybookHtml } from "./sanitize.server";
import { htmlToText } from "./text.server";

describe("sanitizePlaybookHtml", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x.png" onerror="alert(1)">';
    const clean = sanitizePlaybookHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain("<p>Hi</p>");
  });

  it("drops data: images and inline SVG", () => {
    const clean = sanitizePlaybookHtml('<img src="data:image/svg+xml;base64,AAAA"><svg><script>1</script></svg>');
    expect(clean).not.toContain("data:");
    expect(clean).not.toContain("<svg");
  });

  it("keeps our tweet embed markup and opens external links safely", () => {
    const clean = sanitizePlaybookHtml(
      '<blockquote class="twitter-tweet evil" data-dnt="true"><a href="https://twitter.com/a/status/123">post</a></blockquote>',
    );
    expect(clean).toContain('<blockquote class="twitter-tweet" data-dnt="true">');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });
});

describe("htmlToText", () => {
  it("returns visible text with entities decoded and scripts left out", () => {
    expect(htmlToText("<h2>Tips &amp; tricks</h2><p>One<br>two</p><script>var x</script>")).toBe(
      "Tips & tricks\nOne\ntwo",
    );
  });
});
