import type { AnyExtension } from "@tiptap/core";
import { TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { Placeholder } from "@tiptap/extensions";
import { StarterKit } from "@tiptap/starter-kit";
import { Embed } from "./embed";
import { FigureImage } from "./figure-image";
import { ElementIds, InlineElements, PartHeading, PlainTable } from "./semantics";

export interface PartEditorOptions {
  /** What the empty part is for (the new playbook's five parts each say). */
  placeholder?: string;
  onEditAlt?: (position: number) => void;
}

/** Links the sanitizer keeps: http(s), mailto and addresses on this site. */
function isAllowedHref(href: string): boolean {
  return /^(https?:|mailto:|\/|#)/i.test(href.trim());
}

/**
 * The part editor's schema: everything the reader renders and the sanitizer keeps, so a part
 * round-trips. Markdown shortcuts come with the nodes ("## ", "- ", "1. ", "> ", "```", "---",
 * **bold**, *italic*, `code`, [text](url)).
 */
export function partEditorExtensions({ placeholder = "", onEditAlt }: PartEditorOptions = {}): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: false,
      link: {
        openOnClick: false,
        markdownLinks: true,
        defaultProtocol: "https",
        // The sanitizer adds target and rel to links that leave the site when the part is saved.
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (href) => isAllowedHref(href),
      },
    }),
    PartHeading,
    FigureImage.configure({ onEditAlt: onEditAlt ?? (() => undefined) }),
    Embed,
    PlainTable,
    TableRow,
    TableHeader,
    TableCell,
    ...InlineElements,
    ElementIds,
    Placeholder.configure({ placeholder }),
  ];
}
