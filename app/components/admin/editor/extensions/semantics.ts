import { Extension, Mark } from "@tiptap/core";
import { Heading } from "@tiptap/extension-heading";
import { Table } from "@tiptap/extension-table";

/**
 * Inline elements the sanitizer keeps that the starter kit has no mark for. Each is kept as it
 * is, so opening and saving a part never strips them.
 */
const INLINE_ELEMENTS = ["sub", "sup", "mark", "kbd", "small", "abbr", "cite", "q"] as const;

export const InlineElements = INLINE_ELEMENTS.map((tag) =>
  Mark.create({
    name: `element-${tag}`,
    parseHTML: () => [{ tag }],
    renderHTML: () => [tag, 0],
  }),
);

/**
 * Headings from h2 down: the part's title is the page's h1, so an h1 in pasted markup is read
 * as an h2 and "# " is not a shortcut; "## " and "### " are.
 */
export const PartHeading = Heading.extend({
  parseHTML() {
    return [...(this.parent?.() ?? []), { tag: "h1", attrs: { level: 2 } }];
  },
}).configure({ levels: [2, 3, 4, 5, 6] });

/** Tables written as the reader wants them: no column widths or inline styles (the sanitizer would drop them). */
export const PlainTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    return ["table", HTMLAttributes, ["tbody", 0]];
  },
}).configure({ resizable: false });

const IDENTIFIED_BLOCKS = ["paragraph", "heading", "listItem", "blockquote", "table", "tableCell", "tableHeader"];

/** Element ids survive editing, so in-page links (#step-3, footnotes) still find their target. */
export const ElementIds = Extension.create({
  name: "elementIds",
  addGlobalAttributes() {
    return [
      {
        types: IDENTIFIED_BLOCKS,
        attributes: {
          id: {
            default: null,
            parseHTML: (element) => element.getAttribute("id"),
            renderHTML: (attributes) => (attributes.id ? { id: attributes.id as string } : {}),
          },
        },
      },
    ];
  },
});
