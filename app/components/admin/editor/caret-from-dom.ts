import { TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";

/** Where a DOM point is in the document, when it is inside the text of a block; undefined otherwise. */
function textPosition(view: EditorView, node: Node | null, offset: number): number | undefined {
  if (!node || !view.dom.contains(node)) return undefined;
  try {
    const position = view.posAtDOM(node, offset);
    return view.state.doc.resolve(position).parent.inlineContent ? position : undefined;
  } catch {
    // A point inside a card's own controls, which has no place in the text.
    return undefined;
  }
}

/**
 * Makes the editor's selection the caret the writer sees, before a key acts on it.
 *
 * A caret moved by the browser itself (Ctrl/⌘-End, Home, Page Down, a tap) reaches the editor
 * only with the `selectionchange` event that follows, and browsers queue that event behind
 * input: on a busy page the next key (Enter, "/", Backspace) is handled first, at the caret's
 * old place, so a new line opened at the top of the part instead of at its end. The DOM
 * selection is already right when the key arrives; this reads it. Only a caret or a range in
 * text is taken over: a selected card, table cells or a gap cursor stay as the editor has them,
 * unless the browser has since put a plain caret in the text.
 */
export function takeCaretFromDom(view: EditorView): void {
  if (view.composing || !view.hasFocus()) return;
  const dom = view.dom.ownerDocument.getSelection();
  if (!dom || dom.rangeCount === 0) return;
  const anchor = textPosition(view, dom.anchorNode, dom.anchorOffset);
  const head = textPosition(view, dom.focusNode, dom.focusOffset);
  if (anchor === undefined || head === undefined) return;
  const { selection, doc } = view.state;
  if (!(selection instanceof TextSelection) && anchor !== head) return;
  if (selection.anchor === anchor && selection.head === head) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.create(doc, anchor, head)));
}
