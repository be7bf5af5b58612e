import { createDocument, type Editor } from "@tiptap/core";
import type { Node as ProseNode } from "@tiptap/pm/model";
import { EditorState } from "@tiptap/pm/state";
import { documentHtml } from "./part-html";

/** How long after the last keystroke a part's HTML is written out (word counts follow it). */
export const WRITE_OUT_MS = 700;

export interface PartStateEvents {
  /** A part's HTML, written out. */
  onChange: (key: number, html: string) => void;
  /** The part on screen changed (every keystroke). */
  onTyping: () => void;
  /** A part was opened in the editor for the first time, from this HTML, as this document. */
  onFirstOpen: (key: number, html: string, doc: ProseNode) => void;
}

/**
 * Every part's editor state in one editor: the part on screen lives in the view, the others
 * wait here with their caret, undo history and scroll position. A part's HTML is written out
 * only when asked, after a pause in typing, or when another part is shown: typing never pays
 * for serializing a long part.
 */
export class PartStates {
  private shown: number | undefined;
  private readonly kept = new Map<number, EditorState>();
  private readonly scroll = new Map<number, number>();
  private readonly dirty = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** `events` is read each time, so it can always reach the component's latest callbacks. */
  constructor(
    private readonly editor: () => Editor | null,
    private readonly events: () => PartStateEvents,
  ) {}

  isShown(key: number | undefined): boolean {
    return key !== undefined && key === this.shown;
  }

  get shownKey(): number | undefined {
    return this.shown;
  }

  /** The part on screen changed: it is written out once the writer pauses. */
  edited(): void {
    if (this.shown === undefined) return;
    const key = this.shown;
    this.dirty.add(key);
    this.events().onTyping();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.writeOut(key), WRITE_OUT_MS);
  }

  /** The part's HTML from its state (on screen or kept), handed on; undefined when it has not changed. */
  writeOut(key: number): string | undefined {
    const editor = this.editor();
    if (!editor || !this.dirty.has(key)) return undefined;
    const state = key === this.shown ? editor.state : this.kept.get(key);
    if (!state) return undefined;
    this.dirty.delete(key);
    const html = documentHtml(state.doc);
    this.events().onChange(key, html);
    return html;
  }

  /** Shows a part: the one leaving is kept with its scroll position, the arriving one comes back or opens. */
  show(part: { key: number; html: string }): void {
    const editor = this.editor();
    if (!editor || this.shown === part.key) return;
    if (this.shown === undefined) {
      this.shown = part.key;
      this.events().onFirstOpen(part.key, part.html, editor.state.doc);
      return;
    }
    clearTimeout(this.timer);
    this.writeOut(this.shown);
    this.kept.set(this.shown, editor.state);
    this.scroll.set(this.shown, window.scrollY);
    let arriving = this.kept.get(part.key);
    if (!arriving) {
      const doc = createDocument(part.html, editor.schema);
      arriving = EditorState.create({ schema: editor.schema, doc, plugins: editor.state.plugins });
      this.events().onFirstOpen(part.key, part.html, doc);
    }
    this.shown = part.key;
    editor.view.updateState(arriving);
    // A transaction that changes nothing, so the toolbar and the surface's label follow.
    editor.view.dispatch(editor.state.tr.setMeta("addToHistory", false));
    window.scrollTo({ top: this.scroll.get(part.key) ?? 0 });
    editor.view.focus();
  }

  /** Changes a part that is not on screen (an image that arrived after the writer moved on). */
  changeKept(key: number, change: (state: EditorState) => EditorState): void {
    const state = this.kept.get(key);
    if (!state) return;
    this.kept.set(key, change(state));
    this.dirty.add(key);
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}
