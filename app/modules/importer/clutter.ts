import type { CheerioAPI } from "./dom";

/** Page furniture that is never part of a playbook: code, menus, forms, widgets and hidden nodes. */
const CLUTTER = [
  "script",
  "style",
  "noscript",
  "template",
  "link",
  "meta",
  "base",
  "nav",
  // A sidebar goes; a callout (the site's own form, made from an export's) is content.
  "aside:not(.callout)",
  "form",
  "button",
  "input",
  "select",
  "textarea",
  "object",
  "embed",
  "canvas",
  "svg",
  "math",
  "dialog",
  "[hidden]",
  "[aria-hidden=true]",
  "[role=navigation]",
  "[role=complementary]",
  "[role=dialog]",
  "[role=alert]",
].join(", ");

/** Tracking pixels and ad or analytics beacons, recognised by size or host. */
const TRACKER_HOST =
  /(doubleclick|google-analytics|googletagmanager|facebook\.com\/tr|scorecardresearch|quantserve|pixel\.|beacon\.|analytics\.)/i;

/** Inline styles that hide an element from every reader (Readability skips these too). */
const INVISIBLE_STYLE = /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)\s*(!important)?\s*(;|$)/i;

/** Removes everything that is not content, in place. Headers and footers go unless they hold the title. */
export function removeClutter($: CheerioAPI): void {
  $(CLUTTER).remove();
  $("header, footer, [role=banner], [role=contentinfo]")
    .filter((_, element) => $(element).find("h1").length === 0)
    .remove();
  $("[style]")
    .filter((_, element) => INVISIBLE_STYLE.test(element.attribs.style ?? ""))
    .remove();
  $("img")
    .filter((_, element) =>
      isTrackingPixel($(element).attr("width"), $(element).attr("height"), $(element).attr("src")),
    )
    .remove();
}

export function isTrackingPixel(
  width: string | undefined,
  height: string | undefined,
  src: string | undefined,
): boolean {
  const tiny = (value: string | undefined) => value !== undefined && Number.parseInt(value, 10) <= 2;
  return (tiny(width) && tiny(height)) || TRACKER_HOST.test(src ?? "");
}

/**
 * Export quirks that would otherwise defeat the rules: Google Docs styles the document title
 * as a paragraph ("p.title") rather than a heading, and routes every link through a
 * google.com/url?q= redirect (which would hide YouTube and X links from the embed step).
 */
export function normalizeSourceQuirks($: CheerioAPI): void {
  $("p.title")
    .first()
    .each((_, element) => {
      element.tagName = "h1";
    });
  $('a[href^="https://www.google.com/url?"]').each((_, element) => {
    const target = new URL($(element).attr("href")!).searchParams.get("q");
    if (target) $(element).attr("href", target);
  });
}
