import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * Tests of the enhancements put the components' own server markup in the test document, so
 * they hold the data attributes both sides rely on to the same contract.
 */
export function renderMarkup(element: ReactElement): void {
  document.body.innerHTML = renderToStaticMarkup(element);
}
