import type { AnyExtension } from "@tiptap/core";
import { TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { Placeholder } from "@tiptap/extensions";
import { StarterKit } from "@tiptap/starter-kit";
import { isSafeHref } from "~/modules/cards/schemas";
import { Callout } from "./callout";
import { CardGuard } from "./card-placement";
import { ATOM_CARDS } from "./cards";
import { Checklist, ChecklistItem } from "./checklist";
import { Embed } from "./embed";
import { FigureImage } from "./figure-image";
import { ElementIds, InlineElements, PartHeading, PlainTable } from "./semantics";
import { SlashMenu } from "./slash-menu";
import { Toggle, ToggleSummary } from "./toggle";

export interface PartEditorOptions {
  /** What the empty part is for (the new playbook's five parts each say); read each time it shows. */
  placeholder?: string | (() => string);
  onEditAlt?: (position: number) => void;
  /** The Edit button of a card filled in through a dialog (button, sign-up, bookmark, gallery, HTML). */
  onEditCard?: (position: number) => void;
}

/**
 * The part editor's schema: everything the reader renders and the sanitizer keeps, so a part
 * round-trips, including every card of the "/" menu. Markdown shortcuts come with the nodes
 * ("## ", "- ", "1. ", "[ ] ", "> ", "```", "---", **bold**, *italic*, `code`, [text](url)).
 */
export function partEditorExtensions({
  placeholder = "",
  onEditAlt,
  onEditCard,
}: PartEditorOptions = {}): AnyExtension[] {
  const noop = () => undefined;
  return [
    StarterKit.configure({
      heading: false,
      link: {
        openOnClick: false,
        markdownLinks: true,
        defaultProtocol: "https",
        // The sanitizer adds target and rel to links that leave the site when the part is saved.
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (href) => isSafeHref(href),
      },
    }),
    PartHeading,
    FigureImage.configure({ onEditAlt: onEditAlt ?? noop }),
    Embed,
    ...ATOM_CARDS.map((card) => card.configure({ onEdit: onEditCard ?? noop })),
    Callout,
    Toggle,
    ToggleSummary,
    Checklist,
    ChecklistItem,
    PlainTable,
    TableRow,
    TableHeader,
    TableCell,
    ...InlineElements,
    ElementIds,
    CardGuard,
    SlashMenu,
    Placeholder.configure({ placeholder: typeof placeholder === "string" ? placeholder : () => placeholder() }),
  ];
}
