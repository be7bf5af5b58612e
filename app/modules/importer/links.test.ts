import { describe, expect, it } from "vitest";
import { parseHtml } from "./dom";
import { unwrapLocalLinks } from "./links";

describe("links into the exported site", () => {
  it("keep their content but lose the link; web, mail and in-page links stay", () => {
    const $ = parseHtml(
      '<a href="Page%20abc/diagram.png"><img src="Page%20abc/diagram.png"></a><a href="/category/x/">Category</a><a>bare</a>' +
        '<a href="https://example.com">web</a><a href="mailto:a@example.com">mail</a><a href="#part-2">jump</a>',
    );
    unwrapLocalLinks($);
    expect($.html()).toBe(
      '<img src="Page%20abc/diagram.png">Categorybare<a href="https://example.com">web</a><a href="mailto:a@example.com">mail</a><a href="#part-2">jump</a>',
    );
  });
});
