import { Extension, type Editor, type JSONContent } from "@tiptap/core";
import type { Node as ProseNode } from "@tiptap/pm/model";
import { NodeSelection, Plugin, PluginKey, TextSelection, type EditorState, type Transaction } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";

/** Cards that hold text the owner types straight away: the caret goes inside them. */
const TEXT_CARDS = new Set(["callout", "toggle", "taskList"]);

/**
 * The caret in an empty paragraph right after the block ending at `end`: the one already there,
 * or a new one. After a card, this is where writing carries on.
 */
export function caretBelow(tr: Transaction, end: number): Transaction {
  const next = tr.doc.resolve(end).nodeAfter;
  if (!(next?.type.name === "paragraph" && next.content.size === 0)) {
    tr.insert(end, tr.doc.type.schema.nodes.paragraph!.create());
  }
  return tr.setSelection(TextSelection.create(tr.doc, end + 1)).scrollIntoView();
}

/** Where a block goes from the selection: replacing the empty paragraph the caret is in, or after its block. */
function placement(state: EditorState, node: ProseNode): { from: number; to: number } {
  const { selection } = state;
  if (selection instanceof NodeSelection) return { from: selection.to, to: selection.to };
  const { $from } = selection;
  const parent = $from.parent;
  if (parent.type.name === "paragraph" && parent.content.size === 0) return { from: $from.before(), to: $from.after() };
  // After the text block, where the schema allows it (a list item, a cell, a callout); else after the top-level block.
  for (let depth = $from.depth; depth >= 1; depth -= 1) {
    const after = $from.after(depth);
    const $after = state.doc.resolve(after);
    if ($after.parent.canReplaceWith($after.index(), $after.index(), node.type)) return { from: after, to: after };
  }
  const end = $from.after(1);
  return { from: end, to: end };
}

/**
 * Inserts a card where the owner is writing. Afterwards the caret stands in a paragraph below
 * it (cards that hold text take the caret inside instead, with the paragraph still below), so
 * the next keystroke never lands on the card.
 */
export function insertCard(editor: Editor, content: JSONContent): boolean {
  const { state, view } = editor;
  const node = state.schema.nodeFromJSON(content);
  const { from, to } = placement(state, node);
  const tr = state.tr.replaceWith(from, to, node);
  const end = from + node.nodeSize;
  caretBelow(tr, end);
  if (TEXT_CARDS.has(node.type.name)) tr.setSelection(TextSelection.near(tr.doc.resolve(from + 1)));
  view.dispatch(tr.scrollIntoView());
  view.focus();
  return true;
}

/** Opens the "/" menu from a button: a "/" on the empty line the caret is on, or on a new line below. */
export function openCardMenu(editor: Editor): void {
  const { state, view } = editor;
  const line = state.schema.nodes.paragraph!.create(null, state.schema.text("/"));
  const { from, to } = placement(state, line);
  const tr = state.tr.replaceWith(from, to, line);
  view.dispatch(tr.setSelection(TextSelection.create(tr.doc, from + 2)).scrollIntoView());
  view.focus();
}

/** The block a node selection holds, when it holds one (a card, an image, a divider, a table). */
function selectedBlock(state: EditorState): NodeSelection | undefined {
  const { selection } = state;
  return selection instanceof NodeSelection && selection.node.isBlock ? selection : undefined;
}

function typeBelow(view: EditorView, text: string): boolean {
  const selected = selectedBlock(view.state);
  if (!selected) return false;
  view.dispatch(caretBelow(view.state.tr, selected.to).insertText(text));
  return true;
}

const isCharacter = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing;

/**
 * Typing never replaces a card: with a card (or an image, a divider, a table) selected, a
 * character, Enter or a paste goes into the paragraph below it. Only Backspace and Delete
 * remove a selected card, and Ctrl/⌘-Z brings it back.
 */
export const CardGuard = Extension.create({
  name: "cardGuard",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey("cardGuard"),
        props: {
          handleKeyDown: (view, event) => {
            if (!selectedBlock(view.state)) return false;
            if (event.key === "Enter" && !event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey) {
              view.dispatch(caretBelow(view.state.tr, selectedBlock(view.state)!.to));
              return true;
            }
            return isCharacter(event) && typeBelow(view, event.key);
          },
          handleTextInput: (view, _from, _to, text) => typeBelow(view, text),
          handlePaste: (view) => {
            const selected = selectedBlock(view.state);
            // The paste then lands in the paragraph below instead of over the card.
            if (selected) view.dispatch(caretBelow(view.state.tr, selected.to));
            return false;
          },
        },
      }),
    ];
  },
});
