import { Extension } from "@tiptap/core";
import { Plugin, PluginKey, type EditorState } from "@tiptap/pm/state";

/** The "/" menu's state: open while a paragraph holds only "/" and what was typed after it. */
export interface SlashMenuState {
  open: boolean;
  /** What follows the "/": the menu's filter. */
  query: string;
  /** The "/…" text, removed when a card is chosen. */
  from: number;
  to: number;
}

/** The menu's state and the line it was closed on with Escape (it stays closed there). */
type PluginState = SlashMenuState & { dismissedAt?: number };

const CLOSED: PluginState = { open: false, query: "", from: 0, to: 0 };
const DISMISS = "slashMenuDismissed";

export const slashMenuKey = new PluginKey<PluginState>("slashMenu");

function slashAt(state: EditorState): PluginState {
  const { selection } = state;
  const { $from } = selection;
  if (!selection.empty || $from.parent.type.name !== "paragraph") return CLOSED;
  const text = $from.parent.textContent;
  if ($from.parentOffset !== text.length || !/^\/[\p{L}\p{N} -]{0,30}$/u.test(text)) return CLOSED;
  return { open: true, query: text.slice(1).trim(), from: $from.start(), to: $from.pos };
}

/**
 * Watches for "/" typed on an empty line: the menu of cards opens, and what follows filters
 * it. Escape closes it for that line. The menu itself (a listbox) is the editor's component.
 */
export const SlashMenu = Extension.create({
  name: "slashMenu",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: slashMenuKey,
        state: {
          init: (_config, state) => slashAt(state),
          apply: (tr, previous, _old, state) => {
            const next = slashAt(state);
            const dismissedAt = tr.getMeta(DISMISS) === true ? next.from : previous.dismissedAt;
            if (!next.open) return CLOSED;
            return dismissedAt === next.from ? { ...CLOSED, dismissedAt } : { ...next, dismissedAt };
          },
        },
      }),
    ];
  },
});

/** A transaction's meta that closes the menu for the current line. */
export const dismissSlashMenu = { key: DISMISS, value: true } as const;
