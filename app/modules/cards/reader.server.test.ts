import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { sanitizePlaybookHtml } from "~/modules/html/sanitize.server";
import { readerCardsHtml, readerPartHtml } from "./reader.server";

const PAGE = "/catalog/pricing/why-this-matters";

describe("cards as readers get them", () => {
  it("leaves a part without such cards exactly as stored", () => {
    const html =
      '<p>Plain</p><details><summary>More</summary><p>Inside</p></details><div class="cta"><a class="cta-button" href="/a">Go</a></div>';
    expect(readerCardsHtml(html, PAGE)).toBe(html);
  });

  it("says a callout's kind in words and marks it as a note", () => {
    const html = readerCardsHtml('<aside class="callout" data-tone="warning"><p>Check the invoice.</p></aside>', PAGE);
    expect(html).toBe(
      '<aside role="note" class="callout" data-tone="warning"><p class="callout-label">Warning</p><p>Check the invoice.</p></aside>',
    );
    expect(readerCardsHtml('<aside class="callout"><p>x</p></aside>', PAGE)).toContain(
      '<p class="callout-label">Note</p>',
    );
  });

  it("tells screen readers which checklist items are done, not only by a glyph", () => {
    const html = readerCardsHtml(
      '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>Draft</p></li><li data-type="taskItem" data-checked="false"><p>Send</p></li></ul>',
      PAGE,
    );
    expect(html).toContain(
      '<p><span class="task-mark" aria-hidden="true">☑</span><span class="sr-only">Done: </span>Draft</p>',
    );
    expect(html).toContain(
      '<p><span class="task-mark" aria-hidden="true">☐</span><span class="sr-only">To do: </span>Send</p>',
    );
  });

  it("turns a sign-up into a plain form for the subscribe endpoint that returns to the part", () => {
    const html = readerCardsHtml(
      '<div class="signup" data-button="Send me &quot;the&quot; next one"><p class="signup-title">Next playbook</p><p class="signup-text">Weekly.</p></div>',
      PAGE,
    );
    expect(html).toContain('<p id="signup-1-title" class="signup-title">Next playbook</p>');
    expect(html).toContain(
      '<form class="signup-form" method="post" action="/api/subscribe" aria-labelledby="signup-1-title">',
    );
    expect(html).toContain(`<input type="hidden" name="returnTo" value="${PAGE}#signup-1-thanks">`);
    expect(html).toContain('<input id="signup-1-email" type="email" name="email" required');
    expect(html).toContain(`<button type="submit">Send me "the" next one</button>`);
    expect(html).toContain('<p id="signup-1-thanks" class="signup-thanks"');
    expect(html).not.toContain("data-button");
  });

  it("numbers two sign-ups apart, and escapes the page address", () => {
    const signup = '<div class="signup" data-button="Join"><p class="signup-title">Join</p></div>';
    const html = readerCardsHtml(signup + signup, '/catalog/x/"><script>');
    expect(html).toContain('id="signup-2-email"');
    const { document } = parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`);
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector('input[name="conversionPage"]')?.getAttribute("value")).toBe('/catalog/x/"><script>');
  });

  it("sanitizes what is stored before adding the reader's markup", () => {
    const html = readerPartHtml(
      '<aside class="callout" onclick="x()" data-tone="tip"><p>Hi</p><script>1</script></aside>',
      PAGE,
    );
    expect(html).toBe(
      '<aside role="note" class="callout" data-tone="tip"><p class="callout-label">Tip</p><p>Hi</p></aside>',
    );
    expect(readerPartHtml("<p>Plain</p>", PAGE)).toBe(sanitizePlaybookHtml("<p>Plain</p>"));
  });
});
