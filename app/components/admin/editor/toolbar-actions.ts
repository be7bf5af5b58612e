import type { Editor } from "@tiptap/core";
import { redoDepth, undoDepth } from "@tiptap/pm/history";
import { NodeSelection } from "@tiptap/pm/state";
import { calloutSchema } from "~/modules/cards/schemas";
import { nextTone } from "./extensions/callout";
import {
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  Captions,
  Code,
  FileCode,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  MessageSquareWarning,
  ListOrdered,
  Minus,
  Pilcrow,
  Redo2,
  SquareCode,
  SquarePlus,
  Strikethrough,
  Table,
  TableRowsSplit,
  TextQuote,
  Trash2,
  Undo2,
  type LucideIcon,
} from "lucide-react";

export interface ToolbarAction {
  id: string;
  label: string;
  /** Shown in the button's tooltip, e.g. "Ctrl+B". */
  shortcut?: string;
  icon: LucideIcon;
  /** A toggle: aria-pressed follows it. */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

/** What opens a dialog or a picker: the part editor provides these. */
export interface ToolbarDialogs {
  editLink: () => void;
  /** The "/" menu of cards. */
  insertCard: () => void;
  pickImage: () => void;
  /** The dialog of the selected card: an image's alt text, a button's label and address… */
  editCard: () => void;
  toggleSource: () => void;
}

const chain = (editor: Editor) => editor.chain().focus();

/** Cards with a dialog: images and the cards filled in through one. */
const EDITABLE_CARDS = new Set(["image", "buttonCard", "signupCard", "bookmarkCard", "galleryCard", "htmlCard"]);

function editableCardSelected(editor: Editor): boolean {
  const { selection } = editor.state;
  return selection instanceof NodeSelection && EDITABLE_CARDS.has(selection.node.type.name);
}

/** The callout around the caret becomes the next kind (note, tip, warning, note…). */
function switchCalloutTone(editor: Editor): void {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (node.type.name !== "callout") continue;
    const tone = nextTone(calloutSchema.parse(node.attrs).tone);
    editor.view.dispatch(editor.state.tr.setNodeAttribute($from.before(depth), "tone", tone));
    editor.view.focus();
    return;
  }
}
const inTable = (editor: Editor) => editor.isActive("table");

/** The toolbar's buttons in groups (separated on screen); every one also has a keyboard shortcut or a Markdown form. */
export function toolbarGroups(dialogs: ToolbarDialogs): ToolbarAction[][] {
  return [
    [
      {
        id: "paragraph",
        label: "Paragraph",
        shortcut: "Ctrl+Alt+0",
        icon: Pilcrow,
        active: (editor) => editor.isActive("paragraph"),
        run: (editor) => chain(editor).setParagraph().run(),
      },
      {
        id: "h2",
        label: "Heading",
        shortcut: "## ",
        icon: Heading2,
        active: (editor) => editor.isActive("heading", { level: 2 }),
        run: (editor) => chain(editor).toggleHeading({ level: 2 }).run(),
      },
      {
        id: "h3",
        label: "Subheading",
        shortcut: "### ",
        icon: Heading3,
        active: (editor) => editor.isActive("heading", { level: 3 }),
        run: (editor) => chain(editor).toggleHeading({ level: 3 }).run(),
      },
    ],
    [
      {
        id: "bold",
        label: "Bold",
        shortcut: "Ctrl+B",
        icon: Bold,
        active: (editor) => editor.isActive("bold"),
        run: (editor) => chain(editor).toggleBold().run(),
      },
      {
        id: "italic",
        label: "Italic",
        shortcut: "Ctrl+I",
        icon: Italic,
        active: (editor) => editor.isActive("italic"),
        run: (editor) => chain(editor).toggleItalic().run(),
      },
      {
        id: "strike",
        label: "Strikethrough",
        shortcut: "Ctrl+Shift+S",
        icon: Strikethrough,
        active: (editor) => editor.isActive("strike"),
        run: (editor) => chain(editor).toggleStrike().run(),
      },
      {
        id: "code",
        label: "Inline code",
        shortcut: "Ctrl+E",
        icon: Code,
        active: (editor) => editor.isActive("code"),
        run: (editor) => chain(editor).toggleCode().run(),
      },
      {
        id: "link",
        label: "Link",
        shortcut: "Ctrl+K",
        icon: Link,
        active: (editor) => editor.isActive("link"),
        run: () => dialogs.editLink(),
      },
    ],
    [
      {
        id: "bullets",
        label: "Bulleted list",
        shortcut: "- ",
        icon: List,
        active: (editor) => editor.isActive("bulletList"),
        run: (editor) => chain(editor).toggleBulletList().run(),
      },
      {
        id: "numbers",
        label: "Numbered list",
        shortcut: "1. ",
        icon: ListOrdered,
        active: (editor) => editor.isActive("orderedList"),
        run: (editor) => chain(editor).toggleOrderedList().run(),
      },
      {
        id: "quote",
        label: "Quote",
        shortcut: "> ",
        icon: TextQuote,
        active: (editor) => editor.isActive("blockquote"),
        run: (editor) => chain(editor).toggleBlockquote().run(),
      },
      {
        id: "codeblock",
        label: "Code block",
        shortcut: "```",
        icon: SquareCode,
        active: (editor) => editor.isActive("codeBlock"),
        run: (editor) => chain(editor).toggleCodeBlock().run(),
      },
      {
        id: "rule",
        label: "Divider",
        shortcut: "---",
        icon: Minus,
        run: (editor) => chain(editor).setHorizontalRule().run(),
      },
    ],
    [
      {
        id: "table",
        label: "Insert table",
        icon: Table,
        enabled: (editor) => !inTable(editor),
        run: (editor) => chain(editor).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      },
      {
        id: "row",
        label: "Add row below",
        icon: BetweenHorizontalEnd,
        enabled: inTable,
        run: (editor) => chain(editor).addRowAfter().run(),
      },
      {
        id: "column",
        label: "Add column right",
        icon: BetweenVerticalEnd,
        enabled: inTable,
        run: (editor) => chain(editor).addColumnAfter().run(),
      },
      {
        id: "delete-row",
        label: "Delete row",
        icon: TableRowsSplit,
        enabled: inTable,
        run: (editor) => chain(editor).deleteRow().run(),
      },
      {
        id: "delete-table",
        label: "Delete table",
        icon: Trash2,
        enabled: inTable,
        run: (editor) => chain(editor).deleteTable().run(),
      },
    ],
    [
      { id: "card", label: "Insert a card", shortcut: "/", icon: SquarePlus, run: () => dialogs.insertCard() },
      { id: "image", label: "Image (or paste, or drop)", icon: ImagePlus, run: () => dialogs.pickImage() },
      {
        id: "edit-card",
        label: "Edit the selected card (an image's alt text, a button, a gallery…)",
        icon: Captions,
        enabled: (editor) => editableCardSelected(editor),
        run: () => dialogs.editCard(),
      },
      {
        id: "tone",
        label: "Callout kind: note, tip or warning",
        icon: MessageSquareWarning,
        enabled: (editor) => editor.isActive("callout"),
        run: (editor) => switchCalloutTone(editor),
      },
    ],
    [
      {
        id: "undo",
        label: "Undo",
        shortcut: "Ctrl+Z",
        icon: Undo2,
        // The history's own depth: asking the editor whether it "can" undo runs a trial of every
        // command on each keystroke.
        enabled: (editor) => undoDepth(editor.state) > 0,
        run: (editor) => chain(editor).undo().run(),
      },
      {
        id: "redo",
        label: "Redo",
        shortcut: "Ctrl+Shift+Z",
        icon: Redo2,
        enabled: (editor) => redoDepth(editor.state) > 0,
        run: (editor) => chain(editor).redo().run(),
      },
      { id: "source", label: "HTML source", icon: FileCode, run: () => dialogs.toggleSource() },
    ],
  ];
}
