// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { NodeSelection } from "@tiptap/pm/state";
import { afterEach, describe, expect, it } from "vitest";
import { takeCaretFromDom } from "./caret-from-dom";
import { partEditorExtensions } from "./extensions/index";

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function open(html: string): Editor {
  const element = document.createElement("div");
  document.body.append(element);
  editor = new Editor({ element, extensions: partEditorExtensions(), content: html });
  editor.view.focus();
  return editor;
}

/**
 * Moves the browser's caret as Ctrl-End does, before the editor hears of it: a browser queues
 * `selectionchange` behind the keys already waiting, where happy-dom fires it at once.
 */
function moveDomCaret(editor: Editor, text: string, offset: number) {
  const unheard = (event: Event) => event.stopImmediatePropagation();
  document.addEventListener("selectionchange", unheard, { capture: true });
  try {
    const walker = document.createTreeWalker(editor.view.dom, NodeFilter.SHOW_TEXT);
    while (walker.nextNode() && walker.currentNode.textContent !== text);
    if (walker.currentNode.textContent !== text) throw new Error(`No text "${text}"`);
    getSelection()!.collapse(walker.currentNode, offset);
  } finally {
    document.removeEventListener("selectionchange", unheard, { capture: true });
  }
}

describe("the caret a key acts on", () => {
  it("is the one the browser shows, even before the editor heard of its move", () => {
    const editor = open("<p>First line</p><p>Last line</p>");
    editor.commands.setTextSelection(1);
    moveDomCaret(editor, "Last line", 9);
    expect(editor.state.selection.from).toBe(1);

    takeCaretFromDom(editor.view);
    expect(editor.state.selection.from).toBe(editor.state.doc.content.size - 1);
    editor.commands.splitBlock();
    editor.commands.insertContent("/divi");
    expect(editor.getHTML()).toBe("<p>First line</p><p>Last line</p><p>/divi</p>");
  });

  it("leaves a selected card selected while the browser's caret sits beside it", () => {
    const editor = open("<p>Above</p><hr><p>Below</p>");
    editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, 7)));
    const selection = editor.state.selection;
    takeCaretFromDom(editor.view);
    expect(editor.state.selection.eq(selection)).toBe(true);
  });

  it("changes nothing when the editor already has the caret the browser shows", () => {
    const editor = open("<p>One</p><p>Two</p>");
    editor.commands.setTextSelection(3);
    const before = editor.state;
    takeCaretFromDom(editor.view);
    expect(editor.state).toBe(before);
  });
});
