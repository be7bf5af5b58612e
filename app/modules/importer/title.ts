import type { Element, ParentNode } from "domhandler";
import { type CheerioAPI, normalizeSpace, textOf } from "./dom";
import { UNTITLED_PLAYBOOK } from "./limits";

export interface TitleSource {
  title: string;
  /** The heading the title came from, removed from the body so part 1 does not repeat it. */
  element?: Element;
}

/** Spec rule: the first h1, else the first h2, else the page <title>, else 'Untitled Playbook'. */
export function extractTitle($: CheerioAPI, root: ParentNode): TitleSource {
  const scope = $(root);
  for (const selector of ["h1", "h2"]) {
    const heading = scope
      .find(selector)
      .toArray()
      .find((element) => textOf($, element) !== "");
    if (heading) return { title: textOf($, heading), element: heading };
  }
  const pageTitle = normalizeSpace($("title").first().text());
  return { title: pageTitle || UNTITLED_PLAYBOOK };
}
