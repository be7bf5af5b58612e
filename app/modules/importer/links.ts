import type { CheerioAPI } from "./dom";

const KEPT_LINK = /^(https?:|mailto:|#)/i;

/**
 * Links into the exported site or folder ("/category/x/", "My%20Page/diagram.png") lead
 * nowhere once the page is a playbook here: keep their text (or image), drop the link.
 */
export function unwrapLocalLinks($: CheerioAPI): void {
  $("a").each((_, element) => {
    const href = ($(element).attr("href") ?? "").trim();
    if (!KEPT_LINK.test(href)) $(element).replaceWith($(element).contents());
  });
}
