import { describe, expect, it } from "vitest";
import { isTrackingPixel, normalizeSourceQuirks, removeClutter } from "./clutter";
import { parseHtml } from "./dom";

describe("removing page furniture", () => {
  it("drops scripts, styles, menus, forms, widgets and hidden nodes", () => {
    const $ = parseHtml(
      '<script>track()</script><style>p{}</style><nav>Menu</nav><aside>Related</aside><form><input></form><div hidden>Hidden</div><div role="dialog">Cookies</div><p>Keep</p>',
    );
    removeClutter($);
    expect($.html()).toBe("<p>Keep</p>");
  });

  it("drops a site header and footer but keeps a header holding the title", () => {
    const $ = parseHtml(
      "<header>Logo</header><article><header><h1>Title</h1></header><p>Body</p><footer>Share</footer></article>",
    );
    removeClutter($);
    expect($.html()).toBe("<article><header><h1>Title</h1></header><p>Body</p></article>");
  });

  it("drops tracking pixels by size or host", () => {
    expect(isTrackingPixel("1", "1", "https://cdn.example.com/p.gif")).toBe(true);
    expect(isTrackingPixel(undefined, undefined, "https://www.google-analytics.com/collect?x")).toBe(true);
    expect(isTrackingPixel("600", "400", "https://cdn.example.com/chart.png")).toBe(false);
  });
});

describe("export quirks", () => {
  it("promotes a Google Docs title paragraph and unwraps Google redirect links", () => {
    const $ = parseHtml(
      '<p class="c3 title">Doc title</p><p><a href="https://www.google.com/url?q=https://youtu.be/dQw4w9WgXcQ&amp;sa=D">video</a></p>',
    );
    normalizeSourceQuirks($);
    expect($("h1").text()).toBe("Doc title");
    expect($("a").attr("href")).toBe("https://youtu.be/dQw4w9WgXcQ");
  });
});
