import { Marked } from "marked";
import { sanitizePlaybookHtml } from "~/modules/html/sanitize.server";

const marked = new Marked({
  gfm: true,
  renderer: {
    // An image on a line of its own is a figure, as in the playbooks.
    paragraph({ tokens }) {
      const inline = this.parser.parseInline(tokens);
      return tokens.length === 1 && tokens[0]!.type === "image" ? `<figure>${inline}</figure>\n` : `<p>${inline}</p>\n`;
    },
  },
});

/** A pack item's Markdown as HTML, through the same allow-list as every playbook page. */
export function renderPackMarkdown(markdown: string): string {
  return sanitizePlaybookHtml(marked.parse(markdown, { async: false }));
}
