import type { Editor } from "@tiptap/core";
import type { EditorView } from "@tiptap/pm/view";
import type { UploadedImage } from "~/modules/editor/image-limits";
import type { CardDialogs } from "./card-menu";
import { promptForBookmark, promptForButton, promptForGallery, promptForHtml, promptForSignup } from "./card-prompts";
import { insertCard } from "./extensions/card-placement";
import { embedFromUrl } from "./extensions/embed";
import type { PartStates } from "./part-states";
import type { PromptRequest } from "./PromptDialog";
import { promptForEmbed, promptForImage } from "./prompts";
import { imageFiles, pickImageFiles } from "./upload-image";

/** What inserting images and cards needs from the part editor. */
export interface Insertion {
  editor: Editor;
  slug: string;
  parts: PartStates;
  /** Opens a dialog. */
  ask: (prompt: PromptRequest) => void;
  report: (message: string, failed?: boolean) => void;
  uploadAll: (files: readonly File[]) => Promise<UploadedImage[]>;
}

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
 * Uploads images and inserts each where it was pasted, dropped or picked, then asks for its
 * description. If the writer moved to another part meanwhile, the image waits in its own part.
 */
export function insertImages({ editor, parts, ask, report, uploadAll }: Insertion, files: File[], at: number): void {
  const key = parts.shownKey;
  void (async () => {
    for (const image of await uploadAll(files)) {
      if (!parts.isShown(key)) {
        report("The image was added to the part it was pasted into; it is there when you go back.");
        const node = editor.schema.nodes.image!.create({ ...image, alt: null });
        parts.changeKept(key!, (kept) => kept.apply(kept.tr.insert(Math.min(at, kept.doc.content.size), node)));
        continue;
      }
      editor.commands.setTextSelection(Math.min(at, editor.state.doc.content.size));
      insertCard(editor, { type: "image", attrs: { ...image, alt: null } });
      report("Image added. Describe it for readers who cannot see it.");
      const position = positionOfImage(editor, image.src);
      if (position !== undefined) ask(promptForImage(editor, position)!);
    }
  })();
}

/** A paste: images are uploaded; a lone video or post link on an empty line becomes its embed. */
export function pasted(insertion: Insertion, view: EditorView, event: ClipboardEvent): boolean {
  const files = imageFiles(event.clipboardData);
  if (files.length > 0) {
    insertImages(insertion, files, view.state.selection.from);
    return true;
  }
  const text = event.clipboardData?.getData("text/plain").trim() ?? "";
  const embed = /\s/.test(text) ? undefined : embedFromUrl(text);
  if (!embed || view.state.selection.$from.parent.content.size > 0) return false;
  insertCard(insertion.editor, { type: "embed", attrs: embed });
  return true;
}

/** Image files dropped from outside go where they were dropped; a block dragged within the part moves as usual. */
export function dropped(insertion: Insertion, view: EditorView, event: DragEvent, moved: boolean): boolean {
  const files = moved ? [] : imageFiles(event.dataTransfer);
  if (files.length === 0) return false;
  event.preventDefault();
  const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.from;
  insertImages(insertion, files, at);
  return true;
}

/** What each card of the "/" menu opens before it is inserted. */
export function cardDialogs(insertion: Insertion): CardDialogs {
  const { editor, ask, report, uploadAll, slug } = insertion;
  return {
    pickImage: () => pickImageFiles(false, (files) => insertImages(insertion, files, editor.state.selection.from)),
    pickGallery: () =>
      pickImageFiles(true, (files) => {
        if (files.length < 2) return report("A gallery needs two images or more: choose several at once.", true);
        void uploadAll(files).then((images) => {
          if (images.length >= 2) ask(promptForGallery(editor, images));
          else if (images.length === 1) report("Only one image arrived; a gallery needs two or more.", true);
        });
      }),
    embed: () => ask(promptForEmbed(editor)),
    button: () => ask(promptForButton(editor)),
    signup: () => ask(promptForSignup(editor)),
    bookmark: () => ask(promptForBookmark(editor, slug)),
    html: () => ask(promptForHtml(editor)),
  };
}
