import { lazy, Suspense } from "react";
import { describe, expect, it } from "vitest";
import { renderWholeDocument } from "./whole-document.server";

const NeverLoads = lazy(() => new Promise<never>(() => undefined));

describe("a whole document", () => {
  it("is the page's HTML in one string, with its doctype", () => {
    const html = renderWholeDocument(
      <html lang="en">
        <body>
          <p>Ready &amp; waiting</p>
        </body>
      </html>,
    );
    expect(html).toBe('<!DOCTYPE html><html lang="en"><head></head><body><p>Ready &amp; waiting</p></body></html>');
  });

  it("is refused when a component suspends, so the page is streamed instead of sent with a fallback", () => {
    const html = renderWholeDocument(
      <html lang="en">
        <body>
          <Suspense fallback={<p>Loading</p>}>
            <NeverLoads />
          </Suspense>
        </body>
      </html>,
    );
    expect(html).toBeUndefined();
  });
});
