import type { Editor } from "@tiptap/core";
import type { EditorView } from "@tiptap/pm/view";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useId, useRef, useState } from "react";
import { PROSE_CLASS } from "~/components/reader/prose";
import { editorLosses } from "~/modules/editor/fidelity";
import { UPLOAD_IMAGE_TYPES } from "~/modules/editor/image-limits";
import { EditorToolbar } from "./EditorToolbar";
import { embedFromUrl } from "./extensions/embed";
import { partEditorExtensions } from "./extensions/index";
import { partHtml } from "./part-html";
import { PromptDialog, type PromptRequest } from "./PromptDialog";
import type { PartBodyEditorProps } from "./PartBodyEditor";
import { SourceView } from "./SourceView";
import { imageFiles, uploadImage } from "./upload-image";
import { promptForEmbed, promptForImage, promptForLink } from "./prompts";
import "./editor.css";

const MARKDOWN_HINT =
  "Markdown works as you type: ## heading, - list, 1. list, > quote, ``` code, --- divider, **bold**, *italic*, `code`, [text](link). Paste or drop images; paste a YouTube, TikTok or X link on an empty line to embed it.";

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
 * One part's visual editor (TipTap): toolbar, Markdown shortcuts, tables, images pasted or
 * dropped (uploaded, then described), embeds, and an HTML view. What it holds is always in the
 * form as `partHtml`. A part with markup the visual editor would drop opens as HTML instead.
 */
export default function RichPartEditor({ part, slug, html, placeholder, onChange }: PartBodyEditorProps) {
  const hintId = useId();
  const [source, setSource] = useState<{ on: boolean; losses: string[] }>({ on: false, losses: [] });
  const [prompt, setPrompt] = useState<PromptRequest>();
  const [uploads, setUploads] = useState<{ message: string; failed: boolean }[]>([]);
  // Editor callbacks are fixed when it is made; these refs let them reach the current closures.
  const handlers = useRef({ editAlt: (_position: number) => {}, insertImages: (_files: File[], _at: number) => {} });

  const editor = useEditor({
    extensions: partEditorExtensions({ placeholder, onEditAlt: (position) => handlers.current.editAlt(position) }),
    content: html,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: `${PROSE_CLASS} editor-surface`,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": `Part ${part} content`,
        "aria-describedby": hintId,
      },
      handlePaste: (view, event) => pasted(view, event),
      handleDrop: (view, event, _slice, moved) => dropped(view, event as DragEvent, moved),
      handleKeyDown: (_view, event) => {
        if (!(event.key === "k" && (event.ctrlKey || event.metaKey))) return false;
        event.preventDefault();
        openLink();
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => onChange(partHtml(changed)),
  });

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
    editor.chain().focus().insertContent({ type: "embed", attrs: embed }).run();
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

  handlers.current.editAlt = (position) => editor && setPrompt(promptForImage(editor, position));
  handlers.current.insertImages = (files, at) => {
    if (!editor) return;
    void (async () => {
      for (const file of files) {
        report(`Uploading "${file.name}"…`);
        const uploaded = await uploadImage(slug, file);
        if (!uploaded.ok) {
          report(uploaded.error, true);
          continue;
        }
        const inside = Math.min(at, editor.state.doc.content.size);
        editor
          .chain()
          .focus()
          .insertContentAt(inside, { type: "image", attrs: { ...uploaded.image, alt: null } })
          .run();
        report(`"${file.name}" added. Describe it for readers who cannot see it.`);
        const position = positionOfImage(editor, uploaded.image.src);
        if (position !== undefined) setPrompt(promptForImage(editor, position));
      }
    })();
  };

  function openLink() {
    if (editor) setPrompt(promptForLink(editor));
  }

  // A part whose markup the visual editor cannot keep opens as HTML, so nothing is dropped unseen.
  const checked = useRef(false);
  useEffect(() => {
    if (!editor || checked.current) return;
    checked.current = true;
    const losses = html.trim() === "" ? [] : editorLosses(html, partHtml(editor));
    if (losses.length > 0) setSource({ on: true, losses });
  }, [editor, html]);

  const toggleSource = () => {
    if (!editor) return;
    if (!source.on) return setSource({ on: true, losses: [] });
    editor.commands.setContent(html, { emitUpdate: false });
    const losses = editorLosses(html, partHtml(editor));
    setSource(losses.length > 0 ? { on: true, losses } : { on: false, losses: [] });
  };
  const switchAnyway = () => {
    if (!editor) return;
    onChange(partHtml(editor));
    setSource({ on: false, losses: [] });
  };

  return (
    <div className="mt-3">
      <p className="text-sm font-medium text-slate-800">Part {part} content</p>
      {editor ? (
        <EditorToolbar
          editor={editor}
          label={`Formatting, part ${part}`}
          sourceMode={source.on}
          dialogs={{
            editLink: openLink,
            insertEmbed: () => setPrompt(promptForEmbed(editor)),
            pickImage: () => pickImage((files) => handlers.current.insertImages(files, editor.state.selection.from)),
            editImage: () => handlers.current.editAlt(editor.state.selection.from),
            toggleSource,
          }}
        />
      ) : (
        <div className="h-9 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50" />
      )}
      {/* The visual editor stays mounted under the HTML view, so switching back keeps its history. */}
      <div hidden={source.on}>
        <EditorContent editor={editor} />
      </div>
      {source.on ? (
        <SourceView part={part} html={html} onChange={onChange} losses={source.losses} onSwitchAnyway={switchAnyway} />
      ) : (
        <input type="hidden" name="partHtml" value={html} />
      )}
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {MARKDOWN_HINT}
      </p>
      <div aria-live="polite" className="mt-1 space-y-1 text-sm">
        {uploads.map((upload, index) => (
          <p key={index} className={upload.failed ? "text-red-800" : "text-slate-700"}>
            {upload.message}
          </p>
        ))}
      </div>
      <PromptDialog request={prompt} onClose={() => setPrompt(undefined)} />
    </div>
  );
}

/** Opens the system's file picker for images. */
function pickImage(take: (files: File[]) => void) {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = Object.keys(UPLOAD_IMAGE_TYPES).join(",");
  input.multiple = true;
  input.addEventListener("change", () => take([...(input.files ?? [])]));
  input.click();
}
