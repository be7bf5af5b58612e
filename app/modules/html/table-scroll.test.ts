import { describe, expect, it } from "vitest";
import { sanitizePlaybookHtml } from "./sanitize.server";
import { wrapTables } from "./table-scroll";

describe("wrapTables", () => {
  it("puts each table in a named scroller of its own, after its caption or by its number", () => {
    const html = sanitizePlaybookHtml(
      '<p>Intro</p><table><caption>Price <em>tiers</em> "2026"</caption><tr><td>a</td></tr></table><table><tr><td><table><tr><td>inner</td></tr></table></td></tr></table>',
    );
    expect(wrapTables(html)).toBe(
      '<p>Intro</p><div class="table-scroll" role="region" tabindex="0" aria-label="Price tiers &quot;2026&quot;"><table><caption>Price <em>tiers</em> "2026"</caption><tr><td>a</td></tr></table></div>' +
        '<div class="table-scroll" role="region" tabindex="0" aria-label="Table 2"><table><tr><td><div class="table-scroll" role="region" tabindex="0" aria-label="Table 3"><table><tr><td>inner</td></tr></table></div></td></tr></table></div>',
    );
  });

  it("leaves text that only mentions a table alone", () => {
    const html = sanitizePlaybookHtml("<p>Use a &lt;table&gt; for data</p><pre><code>&lt;table&gt;</code></pre>");
    expect(wrapTables(html)).toBe(html);
  });
});
