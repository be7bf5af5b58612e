// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { FaqAccordion } from "~/components/categories/FaqAccordion";
import { enhanceExclusiveDetails } from "./exclusive-details";
import { renderMarkup } from "./render-markup";

// happy-dom, like older browsers, has no exclusive <details name>: the script does the work.
// It does not fire `toggle` either: the test fires it as a browser would.
describe("enhanceExclusiveDetails", () => {
  it("keeps one FAQ answer open: opening another closes the first", () => {
    expect("name" in HTMLDetailsElement.prototype).toBe(false);
    renderMarkup(
      <FaqAccordion
        faqs={[
          { question: "One?", answer: "1" },
          { question: "Two?", answer: "2" },
        ]}
      />,
    );
    enhanceExclusiveDetails(document);
    const [first, second] = document.querySelectorAll("details");
    const open = (details: HTMLDetailsElement) => {
      details.open = true;
      details.dispatchEvent(new Event("toggle"));
    };

    open(first!);
    expect([first!.open, second!.open]).toEqual([true, false]);
    open(second!);
    expect([first!.open, second!.open]).toEqual([false, true]);
  });
});
