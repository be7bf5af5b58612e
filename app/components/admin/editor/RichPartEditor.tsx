import { createDocument, type Editor } from "@tiptap/core";
import { EditorState } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState } from "react";
import { PROSE_CLASS } from "~/components/reader/prose";
import { editorLosses } from "~/modules/editor/fidelity";
import type { UploadedImage } from "~/modules/editor/image-limits";
import type { CardDialogs } from "./card-menu";
import {
  promptForBookmark,
  promptForButton,
  promptForCardAt,
  promptForGallery,
  promptForHtml,
  promptForSignup,
} from "./card-prompts";
import { EditorToolbar } from "./EditorToolbar";
import { insertCard, openCardMenu } from "./extensions/card-placement";
import { embedFromUrl } from "./extensions/embed";
import { partEditorExtensions } from "./extensions/index";
import { documentHtml, partHtml } from "./part-html";
import type { PartBodyEditorProps } from "./PartBodyEditor";
import { PromptDialog, type PromptRequest } from "./PromptDialog";
import { promptForEmbed, promptForImage, promptForLink } from "./prompts";
import { SlashMenuList } from "./SlashMenuList";
import { SourceView } from "./SourceView";
import { imageFiles, pickImageFiles, uploadImage } from "./upload-image";
import "./editor.css";

const HINT =
  "Type / on an empty line for cards (image, gallery, video, callout, toggle, button, sign-up, bookmark, HTML, divider). Markdown works as you type: ## heading, - list, [ ] checklist, > quote, ``` code, --- divider, **bold**, *italic*. Ctrl/⌘-K adds a link, Ctrl/⌘-S saves.";

/** How long after the last keystroke a part's HTML is written out (word counts follow it). */
const WRITE_OUT_MS = 700;

/** Where an image with this address sits in the document (after an insert, to describe it). */
function positionOfImage(editor: Editor, src: string): number | undefined {
  let found: number | undefined;
  editor.state.doc.descendants((node, position) => {
    if (found === undefined && node.type.name === "image" && node.attrs.src === src) found = position;
    return found === undefined;
  });
  return found;
}

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
  const [uploads, setUploads] = useState<{ message: string; failed: boolean }[]>([]);
  // Editor callbacks are fixed when it is made; these refs let them reach the current closures.
  const live = useRef({ part, onChange, onTyping });
  live.current = { part, onChange, onTyping };
  const parts = useRef({
    shown: undefined as number | undefined,
    states: new Map<number, EditorState>(),
    scroll: new Map<number, number>(),
    dirty: new Set<number>(),
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
  });
  const handlers = useRef({
    editAlt: (_position: number) => {},
    editCard: (_position: number) => {},
    insertImages: (_files: File[], _at: number) => {},
  });
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
      handlePaste: (view, event) => pasted(view, event),
      handleDrop: (view, event, _slice, moved) => dropped(view, event as DragEvent, moved),
      handleKeyDown: (_view, event) => {
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
    onUpdate: () => {
      const current = parts.current;
      if (current.shown === undefined) return;
      current.dirty.add(current.shown);
      live.current.onTyping();
      clearTimeout(current.timer);
      current.timer = setTimeout(() => writeOut(current.shown), WRITE_OUT_MS);
    },
  });

  /** The part's HTML from its editor state (on screen or kept), handed to the page; undefined when unchanged. */
  function writeOut(key: number | undefined): string | undefined {
    const current = parts.current;
    if (key === undefined || !editor || !current.dirty.has(key)) return undefined;
    const state = key === current.shown ? editor.state : current.states.get(key);
    if (!state) return undefined;
    current.dirty.delete(key);
    const html = documentHtml(state.doc);
    live.current.onChange(key, html);
    return html;
  }

  useImperativeHandle(handle, () => ({
    htmlOf: (key) => writeOut(key),
    focus: () => editor?.view.focus(),
  }));

  /** A part opened for the first time: shown as HTML when the visual editor would drop some of it. */
  function checkFidelity(key: number, html: string, doc: EditorState["doc"]) {
    const losses = html.trim() === "" ? [] : editorLosses(html, documentHtml(doc));
    if (losses.length > 0) setSources((current) => new Map(current).set(key, losses));
  }

  // Another part is shown: keep the leaving one's state and scroll, bring back (or open) the arriving one's.
  useLayoutEffect(() => {
    if (!editor) return;
    const current = parts.current;
    if (current.shown === part.key) return;
    if (current.shown === undefined) {
      current.shown = part.key;
      checkFidelity(part.key, part.html, editor.state.doc);
      return;
    }
    clearTimeout(current.timer);
    writeOut(current.shown);
    current.states.set(current.shown, editor.state);
    current.scroll.set(current.shown, window.scrollY);
    let arriving = current.states.get(part.key);
    if (!arriving) {
      const doc = createDocument(part.html, editor.schema);
      arriving = EditorState.create({ schema: editor.schema, doc, plugins: editor.state.plugins });
      checkFidelity(part.key, part.html, doc);
    }
    current.shown = part.key;
    editor.view.updateState(arriving);
    // A transaction that changes nothing, so the toolbar and the surface's label follow.
    editor.view.dispatch(editor.state.tr.setMeta("addToHistory", false));
    window.scrollTo({ top: current.scroll.get(part.key) ?? 0 });
    editor.view.focus();
    // Only a change of part: its text is the editor's own from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, part.key]);

  useEffect(() => () => clearTimeout(parts.current.timer), []);

  function pasted(view: EditorView, event: ClipboardEvent): boolean {
    const files = imageFiles(event.clipboardData);
    if (files.length > 0) {
      handlers.current.insertImages(files, view.state.selection.from);
      return true;
    }
    // A lone video or post link pasted on an empty line becomes its embed.
    const text = event.clipboardData?.getData("text/plain").trim() ?? "";
    const embed = /\s/.test(text) ? undefined : embedFromUrl(text);
    const { $from } = view.state.selection;
    if (!embed || !editor || $from.parent.content.size > 0) return false;
    insertCard(editor, { type: "embed", attrs: embed });
    return true;
  }

  function dropped(view: EditorView, event: DragEvent, moved: boolean): boolean {
    const files = moved ? [] : imageFiles(event.dataTransfer);
    if (files.length === 0) return false;
    event.preventDefault();
    const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.from;
    handlers.current.insertImages(files, at);
    return true;
  }

  const report = (message: string, failed = false) =>
    setUploads((current) => [...current.slice(-3), { message, failed }]);

  /** Uploads each file; the ones that arrive, in order. Each outcome is reported as it comes. */
  async function uploadAll(files: File[]): Promise<UploadedImage[]> {
    const uploaded: UploadedImage[] = [];
    for (const file of files) {
      report(`Uploading "${file.name}"…`);
      const result = await uploadImage(slug, file);
      if (result.ok) uploaded.push(result.image);
      else report(result.error, true);
    }
    return uploaded;
  }

  handlers.current.editAlt = (position) => editor && setPrompt(promptForImage(editor, position));
  handlers.current.editCard = (position) => editor && setPrompt(promptForCardAt(editor, position));
  handlers.current.insertImages = (files, at) => {
    if (!editor) return;
    const key = parts.current.shown;
    void (async () => {
      for (const image of await uploadAll(files)) {
        // The writer may have moved to another part meanwhile: the image waits in its own part.
        if (parts.current.shown !== key) {
          report("The image was added to the part it was pasted into; it is there when you go back.");
          const kept = parts.current.states.get(key!);
          if (!kept) continue;
          const node = editor.schema.nodes.image!.create({ ...image, alt: null });
          parts.current.states.set(key!, kept.apply(kept.tr.insert(Math.min(at, kept.doc.content.size), node)));
          parts.current.dirty.add(key!);
          continue;
        }
        editor.commands.setTextSelection(Math.min(at, editor.state.doc.content.size));
        insertCard(editor, { type: "image", attrs: { ...image, alt: null } });
        report("Image added. Describe it for readers who cannot see it.");
        const position = positionOfImage(editor, image.src);
        if (position !== undefined) setPrompt(promptForImage(editor, position));
      }
    })();
  };

  function openLink() {
    if (editor) setPrompt(promptForLink(editor));
  }

  const dialogs: CardDialogs | undefined = editor
    ? {
        pickImage: () =>
          pickImageFiles(false, (files) => handlers.current.insertImages(files, editor.state.selection.from)),
        pickGallery: () =>
          pickImageFiles(true, (files) => {
            if (files.length < 2) return report("A gallery needs two images or more: choose several at once.", true);
            void uploadAll(files).then((images) => {
              if (images.length >= 2) setPrompt(promptForGallery(editor, images));
              else if (images.length === 1) report("Only one image arrived; a gallery needs two or more.", true);
            });
          }),
        embed: () => setPrompt(promptForEmbed(editor)),
        button: () => setPrompt(promptForButton(editor)),
        signup: () => setPrompt(promptForSignup(editor)),
        bookmark: () => setPrompt(promptForBookmark(editor, slug)),
        html: () => setPrompt(promptForHtml(editor)),
      }
    : undefined;

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
      writeOut(part.key);
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
        {uploads.map((upload, index) => (
          <p key={index} className={upload.failed ? "text-red-800" : "text-slate-700"}>
            {upload.message}
          </p>
        ))}
      </div>
      {editor && dialogs && <SlashMenuList editor={editor} dialogs={dialogs} keys={menuKeys} />}
      <PromptDialog request={prompt} onClose={() => setPrompt(undefined)} returnFocus={() => editor?.view.focus()} />
    </div>
  );
}
