import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { htmlToText } from "~/db/html-text";
import { isElement, parseHtml } from "~/modules/importer/dom";
import { sanitizePlaybookHtml, sanitizeStoredHtml } from "./sanitize.server";

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

const HOSTILE = [
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"><script>window.__xss=1</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<a href="jav&#x09;ascript:window.__xss=1">tab</a><a href="JAVASCRIPT:window.__xss=1">caps</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">data</a>',
  '<iframe srcdoc="<script>window.__xss=1</script>"></iframe><iframe src="https://evil.example/embed/x"></iframe>',
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" onload="window.__xss=1" sandbox=""></iframe>',
  '<p style="background:url(javascript:window.__xss=1)">styled</p><style>*{x:expression(alert(1))}</style>',
  '<form action="javascript:window.__xss=1"><button>go</button></form><input autofocus onfocus="window.__xss=1">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '<base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<object data="javascript:window.__xss=1"></object><embed src="javascript:window.__xss=1">',
  '<img src="//evil.example/a.png"><img srcset="data:image/svg+xml,<svg onload=alert(1)> 1x">',
  '<h2 id="__reactRouterContext">clobber</h2><img name="cookie" src="/a.png">',
];

describe("sanitizePlaybookHtml against hostile markup", () => {
  it.each(HOSTILE)("leaves nothing executable in %s", (payload) => {
    const clean = sanitizePlaybookHtml(payload);
    expect(clean).not.toMatch(/<(script|svg|math|style|form|input|object|embed|base|meta|noscript)\b/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript:|data:|srcdoc|evil\.example|__reactRouterContext|name=/i);
  });

  it("rebuilds our YouTube player frame and drops every other frame", () => {
    const clean = sanitizePlaybookHtml(HOSTILE[7]!);
    expect(clean).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(clean).toContain('sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"');
    expect(sanitizePlaybookHtml(HOSTILE[6]!)).toBe("");
  });

  it("keeps slug-shaped heading ids for in-page links", () => {
    expect(sanitizePlaybookHtml('<h2 id="5-ways-to-price">x</h2>')).toBe('<h2 id="5-ways-to-price">x</h2>');
  });

  it("flattens absurdly deep nesting", () => {
    const deep = `${"<div>".repeat(500)}deep${"</div>".repeat(500)}`;
    const clean = sanitizePlaybookHtml(deep);
    expect(clean).toContain("deep");
    expect(clean.match(/<div>/g)!.length).toBeLessThanOrEqual(64);
  });

  it("lets no handler, script, style, SVG or MathML through, whatever the input", () => {
    const fragment = fc.oneof(
      fc.constantFrom(...HOSTILE),
      fc.constantFrom(
        "<p>",
        "</p>",
        "<a href='",
        "'>",
        "<img src=",
        " onerror=alert(1) ",
        "<!--",
        "-->",
        '"',
        "<",
        ">",
        "&lt;",
      ),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 12 }), (pieces) => {
        const $ = parseHtml(sanitizePlaybookHtml(pieces.join("")));
        for (const element of $("*").toArray().filter(isElement)) {
          for (const name of Object.keys(element.attribs)) expect(name.startsWith("on")).toBe(false);
          expect(["script", "style", "svg", "math"]).not.toContain(element.tagName);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("htmlToText", () => {
  it("returns visible text with entities decoded and scripts left out", () => {
    expect(htmlToText("<h2>Tips &amp; tricks</h2><p>One<br>two</p><script>var x</script>")).toBe(
      "Tips & tricks\nOne\ntwo",
    );
  });
});

describe("the callout and checklist contracts", () => {
  it("keep their markup and only the values the contracts name", () => {
    expect(
      sanitizePlaybookHtml(
        '<aside class="callout sidebar" data-tone="tip" id="tip-1" onclick="x()"><p>Price by outcome.</p></aside>' +
          '<aside class="callout" data-tone="loud"><p>Note</p></aside>' +
          '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>Done</p></li>' +
          '<li data-type="taskItem" data-checked="maybe"><p>Open</p></li></ul>',
      ),
    ).toBe(
      '<aside class="callout" data-tone="tip" id="tip-1"><p>Price by outcome.</p></aside>' +
        '<aside class="callout"><p>Note</p></aside>' +
        '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>Done</p></li>' +
        '<li data-type="taskItem"><p>Open</p></li></ul>',
    );
  });
});

describe("sanitizeStoredHtml", () => {
  it("sanitizes stored text as sanitizePlaybookHtml does, on every read", () => {
    const stored = `<p onclick="steal()">Hello</p><script>steal()</script>`;
    expect(sanitizeStoredHtml(stored)).toBe("<p>Hello</p>");
    expect(sanitizeStoredHtml(stored)).toBe("<p>Hello</p>");
    expect(sanitizeStoredHtml(`${stored}<img src="javascript:x">`)).toBe(
      sanitizePlaybookHtml(`${stored}<img src="javascript:x">`),
    );
  });

  it("renders empty stored HTML, and markup that sanitizes to nothing, as empty instead of throwing", () => {
    expect(sanitizeStoredHtml("")).toBe("");
    expect(sanitizeStoredHtml("<script>steal()</script>")).toBe("");
    expect(sanitizeStoredHtml("<script>steal()</script>")).toBe("");
  });
});
