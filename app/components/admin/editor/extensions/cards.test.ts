// @vitest-environment happy-dom
import { Editor, getHTMLFromFragment, getSchema } from "@tiptap/core";
import { DOMParser } from "@tiptap/pm/model";
import { NodeSelection } from "@tiptap/pm/state";
import { afterEach, describe, expect, it } from "vitest";
import { editorLosses } from "~/modules/editor/fidelity";
import { sanitizePlaybookHtml } from "~/modules/html/sanitize.server";
import { partHtml } from "../part-html";
import { nextTone } from "./callout";
import { insertCard } from "./card-placement";
import { partEditorExtensions } from "./index";
import { slashMenuKey } from "./slash-menu";

const schema = getSchema(partEditorExtensions());

function throughEditor(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  const doc = DOMParser.fromSchema(schema).parse(template.content);
  return partHtml({ getHTML: () => getHTMLFromFragment(doc.content, schema) });
}

const IMAGE = '<img src="/media/a.webp" alt="A chart" width="960" height="540" loading="lazy" decoding="async">';

/** Each card as the editor writes it: stored, sanitized, then opened and saved again unchanged. */
const CARDS = {
  callout: '<aside class="callout" data-tone="warning"><p>Check the <strong>invoice</strong>.</p></aside>',
  toggle:
    "<details><summary>What does it cost?</summary><p>Nothing to start.</p><ul><li><p>One</p></li></ul></details>",
  checklist:
    '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>Draft</p></li><li data-type="taskItem" data-checked="false"><p>Send</p></li></ul>',
  button:
    '<div class="cta"><p class="cta-text">Ready?</p><a class="cta-button" href="/catalog">Browse playbooks</a></div>',
  signup:
    '<div class="signup" data-button="Subscribe"><p class="signup-title">Get the next playbook</p><p class="signup-text">Weekly.</p></div>',
  bookmark:
    '<figure class="bookmark"><a href="https://example.com/guide"><span class="bookmark-title">A guide</span><span class="bookmark-description">How to price.</span><span class="bookmark-site">Example</span></a></figure>',
  gallery: `<figure class="gallery">${IMAGE}${IMAGE.replace("a.webp", "b.webp").replace("A chart", "B chart")}<figcaption>Two charts</figcaption></figure>`,
  html: '<div class="html-card"><p>Made by <em>hand</em></p><table><tbody><tr><td>1</td></tr></tbody></table></div>',
  divider: "<p>Above</p><hr><p>Below</p>",
};

describe("cards through the editor", () => {
  it.each(Object.entries(CARDS))("keeps a %s exactly as stored", (_name, html) => {
    const stored = sanitizePlaybookHtml(html);
    const written = throughEditor(stored);
    expect(editorLosses(stored, written)).toEqual([]);
    expect(sanitizePlaybookHtml(written)).toBe(stored);
  });

  it("does not read markup its schema refuses as a card (a gallery of one image is an image)", () => {
    const written = throughEditor(`<figure class="gallery">${IMAGE}</figure>`);
    expect(written).not.toContain('class="gallery"');
    expect(written).toContain('alt="A chart"');
  });
});

describe("writing around cards", () => {
  let editor: Editor | undefined;
  afterEach(() => editor?.destroy());

  const open = (html: string) => {
    editor = new Editor({ element: document.createElement("div"), extensions: partEditorExtensions(), content: html });
    return editor;
  };
  const press = (key: string) =>
    editor!.view.someProp("handleKeyDown", (handle) => handle(editor!.view, new KeyboardEvent("keydown", { key })));

  it("puts the caret in a new paragraph below a card once it is inserted", () => {
    const editor = open("<p>Intro</p><p></p>");
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    insertCard(editor, { type: "buttonCard", attrs: { label: "Go", href: "/catalog", text: "" } });
    const { $from } = editor.state.selection;
    expect($from.parent.type.name).toBe("paragraph");
    expect($from.parent.content.size).toBe(0);
    expect(editor.state.doc.child($from.index(0) - 1).type.name).toBe("buttonCard");
    editor.commands.insertContent("Next sentence.");
    expect(partHtml(editor)).toBe(
      '<p>Intro</p><div class="cta"><a class="cta-button" href="/catalog">Go</a></div><p>Next sentence.</p>',
    );
  });

  it("never lets typing replace a selected card: the text goes below it", () => {
    const editor = open(`<figure>${IMAGE}</figure><p>After</p>`);
    editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, 0)));
    expect(press("T")).toBe(true);
    expect(partHtml(editor)).toMatch(/^<figure><img [^>]*alt="A chart"[^>]*><\/figure><p>T<\/p><p>After<\/p>$/);
  });

  it("answers Enter on a selected card with a paragraph below, not a replacement", () => {
    const editor = open('<p>One</p><div class="cta"><a class="cta-button" href="/x">Go</a></div>');
    editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, 5)));
    press("Enter");
    editor.commands.insertContent("Two");
    expect(partHtml(editor)).toBe('<p>One</p><div class="cta"><a class="cta-button" href="/x">Go</a></div><p>Two</p>');
  });

  it("puts the caret inside a callout, with a paragraph waiting below it", () => {
    const editor = open("<p></p>");
    insertCard(editor, { type: "callout", attrs: { tone: "tip" }, content: [{ type: "paragraph" }] });
    editor.commands.insertContent("Inside");
    expect(editor.getHTML()).toBe('<aside class="callout" data-tone="tip"><p>Inside</p></aside><p></p>');
  });

  it("switches a callout's kind round its three tones", () => {
    expect([nextTone("note"), nextTone("tip"), nextTone("warning")]).toEqual(["tip", "warning", "note"]);
  });

  it("opens the slash menu on a line holding only '/' and what follows, and not elsewhere", () => {
    const editor = open("<p>Text</p><p></p>");
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    editor.commands.insertContent("/call");
    expect(slashMenuKey.getState(editor.state)).toMatchObject({ open: true, query: "call" });
    editor.commands.insertContent(" out now!");
    expect(slashMenuKey.getState(editor.state)?.open).toBe(false);
    editor.commands.setTextSelection(3);
    editor.commands.insertContent("/");
    expect(slashMenuKey.getState(editor.state)?.open).toBe(false);
  });
});
