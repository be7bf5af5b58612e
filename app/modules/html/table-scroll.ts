/**
 * Wraps each table of sanitized HTML in its own horizontal scroller, so a wide table scrolls
 * inside the text column instead of pushing the whole page sideways on a phone. The scroller is
 * a named region in the tab order (a keyboard user can scroll it too): named after the table's
 * caption, or "Table N" in the part's order, so each is told apart.
 *
 * Runs on the sanitizer's own output, where a "<" can only open a tag (text and attribute
 * values have theirs escaped), so the tags are found by their spelling.
 */
export function wrapTables(html: string): string {
  if (!html.includes("<table")) return html;
  let count = 0;
  return html.replace(/<table\b[^>]*>|<\/table>/g, (tag, offset: number) => {
    if (tag === "</table>") return "</table></div>";
    count += 1;
    const caption = /^\s*<caption\b[^>]*>([\s\S]*?)<\/caption>/.exec(html.slice(offset + tag.length))?.[1];
    const label = caption ? textOf(caption) : "";
    return `<div class="table-scroll" role="region" tabindex="0" aria-label="${label || `Table ${count}`}">${tag}`;
  });
}

/** The caption's text, for an attribute: tags dropped, quotes escaped (entities are kept as they are). */
function textOf(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, "")
    .replace(/"/g, "&quot;")
    .replace(/\s+/g, " ")
    .trim();
}
