import sanitizeHtml from "sanitize-html";

/**
 * The one allow-list for playbook HTML, applied before storing and again when serving.
 * Anything not listed (scripts, event handlers, iframes, forms, SVG/MathML, inline styles)
 * is dropped; links may only be http(s), mailto or relative; images only http(s) or relative.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "mark",
    "small",
    "sub",
    "sup",
    "blockquote",
    "q",
    "cite",
    "code",
    "pre",
    "kbd",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "span",
    "div",
    "abbr",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading", "decoding"],
    blockquote: ["class", "data-dnt"],
    "*": ["id"],
    th: ["id", "align", "scope", "colspan", "rowspan"],
    td: ["id", "align", "colspan", "rowspan"],
    ol: ["id", "start"],
    code: ["id", "class"],
  },
  allowedClasses: { blockquote: ["twitter-tweet"], code: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    // Links that leave the site open safely in a new tab without handing it our window.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external
          ? { ...attribs, target: "_blank", rel: "noopener noreferrer" }
          : omit(attribs, ["target", "rel"]),
      };
    },
  },
};

function omit(attribs: sanitizeHtml.Attributes, names: string[]): sanitizeHtml.Attributes {
  return Object.fromEntries(Object.entries(attribs).filter(([name]) => !names.includes(name)));
}

export function sanitizePlaybookHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
