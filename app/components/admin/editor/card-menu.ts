import type { Editor } from "@tiptap/core";
import {
  BookmarkIcon,
  ChevronRight,
  Code2,
  Heading2,
  Images,
  ImagePlus,
  Info,
  Lightbulb,
  ListChecks,
  Mail,
  Minus,
  MousePointerClick,
  SquarePlay,
  Table,
  TriangleAlert,
  type LucideIcon,
} from "lucide-react";
import type { CalloutTone } from "~/modules/cards/schemas";
import { insertCard } from "./extensions/card-placement";

/** The dialogs and pickers a card needs before it can be inserted; the part editor provides them. */
export interface CardDialogs {
  pickImage: () => void;
  pickGallery: () => void;
  embed: () => void;
  button: () => void;
  signup: () => void;
  bookmark: () => void;
  html: () => void;
}

export interface CardChoice {
  id: string;
  label: string;
  /** One line under the label. */
  hint: string;
  /** Other words the "/" filter finds it by. */
  keywords: string;
  icon: LucideIcon;
  run: (editor: Editor, dialogs: CardDialogs) => void;
}

const callout = (tone: CalloutTone) => (editor: Editor) =>
  insertCard(editor, { type: "callout", attrs: { tone }, content: [{ type: "paragraph" }] });

/** Everything the "/" menu inserts, in the order it lists them. */
export const CARD_CHOICES: readonly CardChoice[] = [
  {
    id: "image",
    label: "Image",
    hint: "Upload a picture (or paste or drop one)",
    keywords: "picture photo screenshot upload",
    icon: ImagePlus,
    run: (_editor, dialogs) => dialogs.pickImage(),
  },
  {
    id: "gallery",
    label: "Gallery",
    hint: "Two to nine images side by side",
    keywords: "images photos grid",
    icon: Images,
    run: (_editor, dialogs) => dialogs.pickGallery(),
  },
  {
    id: "embed",
    label: "Video or post",
    hint: "YouTube, TikTok or X, from its link",
    keywords: "embed youtube tiktok twitter x tweet",
    icon: SquarePlay,
    run: (_editor, dialogs) => dialogs.embed(),
  },
  {
    id: "callout",
    label: "Callout",
    hint: "A note set apart from the text",
    keywords: "note aside box",
    icon: Info,
    run: callout("note"),
  },
  {
    id: "tip",
    label: "Tip",
    hint: "A callout with a tip",
    keywords: "callout hint",
    icon: Lightbulb,
    run: callout("tip"),
  },
  {
    id: "warning",
    label: "Warning",
    hint: "A callout with a warning",
    keywords: "callout caution danger",
    icon: TriangleAlert,
    run: callout("warning"),
  },
  {
    id: "toggle",
    label: "Toggle",
    hint: "A line readers open to see more",
    keywords: "details summary collapse accordion faq",
    icon: ChevronRight,
    run: (editor) =>
      insertCard(editor, { type: "toggle", content: [{ type: "toggleSummary" }, { type: "paragraph" }] }),
  },
  {
    id: "button",
    label: "Button",
    hint: "A call to action with a link",
    keywords: "cta call to action link",
    icon: MousePointerClick,
    run: (_editor, dialogs) => dialogs.button(),
  },
  {
    id: "signup",
    label: "Newsletter sign-up",
    hint: "An e-mail field that subscribes readers",
    keywords: "subscribe email form lead",
    icon: Mail,
    run: (_editor, dialogs) => dialogs.signup(),
  },
  {
    id: "bookmark",
    label: "Bookmark",
    hint: "A link preview from the page's own title and description",
    keywords: "link preview card url",
    icon: BookmarkIcon,
    run: (_editor, dialogs) => dialogs.bookmark(),
  },
  {
    id: "html",
    label: "HTML",
    hint: "Markup of your own (cleaned when saved)",
    keywords: "code markup raw",
    icon: Code2,
    run: (_editor, dialogs) => dialogs.html(),
  },
  {
    id: "divider",
    label: "Divider",
    hint: "A line between sections",
    keywords: "hr rule separator line",
    icon: Minus,
    run: (editor) => insertCard(editor, { type: "horizontalRule" }),
  },
  {
    id: "checklist",
    label: "Checklist",
    hint: "Items to tick off",
    keywords: "todo tasks list check",
    icon: ListChecks,
    run: (editor) =>
      insertCard(editor, {
        type: "taskList",
        content: [{ type: "taskItem", attrs: { checked: false }, content: [{ type: "paragraph" }] }],
      }),
  },
  {
    id: "table",
    label: "Table",
    hint: "Three by three, with a header row",
    keywords: "grid rows columns",
    icon: Table,
    run: (editor) => {
      editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
    },
  },
  {
    id: "heading",
    label: "Heading",
    hint: "A section title (## also works)",
    keywords: "title h2 section",
    icon: Heading2,
    run: (editor) => {
      editor.chain().focus().setHeading({ level: 2 }).run();
    },
  },
];

/** The choices whose label, hint or keywords contain every word of `query`. */
export function cardChoicesFor(query: string): CardChoice[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return CARD_CHOICES.filter((choice) => {
    const text = `${choice.label} ${choice.keywords} ${choice.hint}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
