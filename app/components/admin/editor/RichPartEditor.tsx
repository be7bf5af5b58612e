import type { Editor } from "@tiptap/core";
import type { Node as ProseNode } from "@tiptap/pm/model";
import type { EditorView } from "@tiptap/pm/view";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState } from "react";
import { PROSE_CLASS } from "~/components/reader/prose";
import { editorLosses } from "~/modules/editor/fidelity";
import { takeCaretFromDom } from "./caret-from-dom";
import { promptForCardAt } from "./card-prompts";
import { EditorToolbar } from "./EditorToolbar";
import { openCardMenu } from "./extensions/card-placement";
import { partEditorExtensions } from "./extensions/index";
import { documentHtml, partHtml } from "./part-html";
import { PartStates } from "./part-states";
import type { PartBodyEditorProps } from "./PartBodyEditor";
import { PromptDialog, type PromptRequest } from "./PromptDialog";
import { promptForImage, promptForLink } from "./prompts";
import { cardDialogs, dropped, pasted, type Insertion } from "./insertion";
import { SlashMenuList } from "./SlashMenuList";
import { SourceView } from "./SourceView";
import { useUploads } from "./useUploads";
import "./editor.css";

const HINT =
  "Type / on an empty line for cards (image, gallery, video, callout, toggle, button, sign-up, bookmark, HTML, divider). Markdown works as you type: ## heading, - list, [ ] checklist, > quote, ``` code, --- divider, **bold**, *italic*. Ctrl/⌘-K adds a link, Ctrl/⌘-S saves.";

/**
 * The visual editor (TipTap) for every part of the playbook, one at a time: each part keeps its
 * own editor state (text, caret, undo history) and scroll position, so switching parts and back
 * finds the writer where they were. Typing costs no serialization: a part's HTML is written out
 * when the writer pauses, when another part is shown, and when the page asks (autosave, Save).
 * A part with markup the visual editor would drop opens as HTML instead.
 */
export default function RichPartEditor({ slug, part, onChange, onTyping, handle }: PartBodyEditorProps) {
  const hintId = useId();
  const [sources, setSources] = useState<ReadonlyMap<number, readonly string[]>>(new Map());
  const [prompt, setPrompt] = useState<PromptRequest>();
  const { notes, report, uploadAll } = useUploads(slug);
  // Editor callbacks are fixed when it is made; these refs let them reach the current closures.
  const live = useRef({ part, onChange, onTyping });
  live.current = { part, onChange, onTyping };
  const handlers = useRef({
    editAlt: (_position: number) => {},
    editCard: (_position: number) => {},
    paste: (_view: EditorView, _event: ClipboardEvent): boolean => false,
    drop: (_view: EditorView, _event: DragEvent, _moved: boolean): boolean => false,
  });
  const editorRef = useRef<Editor | null>(null);
  const [parts] = useState(
    () =>
      new PartStates(
        () => editorRef.current,
        () => ({
          onChange: live.current.onChange,
          onTyping: live.current.onTyping,
          onFirstOpen: checkFidelity,
        }),
      ),
  );
  const menuKeys = useRef((_event: KeyboardEvent) => false);

  const editor = useEditor({
    extensions: partEditorExtensions({
      placeholder: () => live.current.part.placeholder,
      onEditAlt: (position) => handlers.current.editAlt(position),
      onEditCard: (position) => handlers.current.editCard(position),
    }),
    content: part.html,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: () => ({
        class: `${PROSE_CLASS} editor-surface`,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": `Part ${live.current.part.position} content`,
        "aria-describedby": hintId,
      }),
      handlePaste: (view, event) => handlers.current.paste(view, event),
      handleDrop: (view, event, _slice, moved) => handlers.current.drop(view, event as DragEvent, moved),
      handleKeyDown: (view, event) => {
        takeCaretFromDom(view);
        if (menuKeys.current(event)) {
          event.preventDefault();
          return true;
        }
        if (!(event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey)) return false;
        // Ctrl/⌘-K is "link" here, never the site's search.
        event.preventDefault();
        event.stopPropagation();
        openLink();
        return true;
      },
    },
    onUpdate: () => parts.edited(),
  });
  editorRef.current = editor;

  useImperativeHandle(handle, () => ({
    htmlOf: (key) => parts.writeOut(key),
    focus: () => editor?.view.focus(),
  }));

  /** A part opened for the first time: shown as HTML when the visual editor would drop some of it. */
  function checkFidelity(key: number, html: string, doc: ProseNode) {
    const losses = html.trim() === "" ? [] : editorLosses(html, documentHtml(doc));
    if (losses.length > 0) setSources((current) => new Map(current).set(key, losses));
  }

  // Another part is shown: keep the leaving one's state and scroll, bring back (or open) the arriving one's.
  useLayoutEffect(() => {
    if (editor) parts.show({ key: part.key, html: part.html });
    // Only a change of part: its text is the editor's own from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, part.key]);

  useEffect(() => () => parts.dispose(), [parts]);

  const insertion: Insertion | undefined = editor
    ? { editor, slug, parts, ask: setPrompt, report, uploadAll }
    : undefined;
  handlers.current.editAlt = (position) => editor && setPrompt(promptForImage(editor, position));
  handlers.current.editCard = (position) => editor && setPrompt(promptForCardAt(editor, position));
  handlers.current.paste = (view, event) => (insertion ? pasted(insertion, view, event) : false);
  handlers.current.drop = (view, event, moved) => (insertion ? dropped(insertion, view, event, moved) : false);

  function openLink() {
    if (editor) setPrompt(promptForLink(editor));
  }

  const dialogs = insertion && cardDialogs(insertion);

  const losses = sources.get(part.key);
  const sourceOn = losses !== undefined;
  const setSource = (on: boolean, found: readonly string[] = []) =>
    setSources((current) => {
      const next = new Map(current);
      if (on) next.set(part.key, found);
      else next.delete(part.key);
      return next;
    });
  const toggleSource = () => {
    if (!editor) return;
    if (!sourceOn) {
      parts.writeOut(part.key);
      return setSource(true);
    }
    // Back from HTML: the editor reads what was typed there.
    editor.commands.setContent(part.html, { emitUpdate: false });
    const lost = editorLosses(part.html, partHtml(editor));
    setSource(lost.length > 0, lost);
  };
  const switchAnyway = () => {
    if (!editor) return;
    onChange(part.key, partHtml(editor));
    onTyping();
    setSource(false);
  };

  return (
    <div>
      {editor && dialogs ? (
        <EditorToolbar
          editor={editor}
          label={`Formatting, part ${part.position}`}
          sourceMode={sourceOn}
          dialogs={{
            editLink: openLink,
            insertCard: () => openCardMenu(editor),
            pickImage: dialogs.pickImage,
            editCard: () => {
              const { from } = editor.state.selection;
              if (editor.state.doc.nodeAt(from)?.type.name === "image") handlers.current.editAlt(from);
              else handlers.current.editCard(from);
            },
            toggleSource,
          }}
        />
      ) : (
        <div className="h-10 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50" />
      )}
      {/* The visual editor stays mounted under the HTML view, so switching back keeps its history. */}
      <div hidden={sourceOn}>
        <EditorContent editor={editor} />
      </div>
      {sourceOn && (
        <SourceView
          part={part.position}
          html={part.html}
          onChange={(html) => {
            onChange(part.key, html);
            onTyping();
          }}
          losses={losses}
          onSwitchAnyway={switchAnyway}
        />
      )}
      <p id={hintId} className="mt-2 text-xs text-slate-600">
        {HINT}
      </p>
      <div aria-live="polite" className="mt-1 space-y-1 text-sm">
        {notes.map((note, index) => (
          <p key={index} className={note.failed ? "text-red-800" : "text-slate-700"}>
            {note.message}
          </p>
        ))}
      </div>
      {editor && dialogs && <SlashMenuList editor={editor} dialogs={dialogs} keys={menuKeys} />}
      <PromptDialog request={prompt} onClose={() => setPrompt(undefined)} returnFocus={() => editor?.view.focus()} />
    </div>
  );
}
