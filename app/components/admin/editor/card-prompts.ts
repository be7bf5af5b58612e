import type { Editor, JSONContent } from "@tiptap/core";
import type { z } from "zod";
import {
  bookmarkSchema,
  buttonSchema,
  gallerySchema,
  htmlCardSchema,
  signupSchema,
  type GalleryImage,
} from "~/modules/cards/schemas";
import type { UploadedImage } from "~/modules/editor/image-limits";
import { caretBelow, insertCard } from "./extensions/card-placement";
import type { PromptField, PromptRequest } from "./PromptDialog";

/**
 * A new card where the owner is writing, or new fields for the card at `position`; either way
 * the caret ends in the paragraph below it, so the next keystroke never lands on the card.
 */
export function placeCard(editor: Editor, content: JSONContent, position?: number): void {
  if (position === undefined) {
    insertCard(editor, content);
    return;
  }
  const tr = editor.state.tr.setNodeMarkup(position, undefined, content.attrs);
  caretBelow(tr, position + tr.doc.nodeAt(position)!.nodeSize);
  editor.view.dispatch(tr);
  editor.view.focus();
}

const attributesAt = (editor: Editor, position?: number) =>
  position === undefined
    ? undefined
    : (editor.state.doc.nodeAt(position)?.attrs as Record<string, unknown> | undefined);

interface SchemaPrompt<Value> {
  editor: Editor;
  type: string;
  schema: z.ZodType<Value>;
  position?: number;
  title: [add: string, edit: string];
  description: string;
  fields: (current: Record<string, unknown> | undefined) => PromptField[];
  /** What the dialog's answers become before the schema checks them. */
  shape?: (values: Record<string, string>, current: Record<string, unknown> | undefined) => unknown;
}

/** A dialog whose answers are checked by the card's schema; the first problem is shown in the dialog. */
function schemaPrompt<Value>(prompt: SchemaPrompt<Value>): PromptRequest {
  const current = attributesAt(prompt.editor, prompt.position);
  return {
    title: current ? prompt.title[1] : prompt.title[0],
    description: prompt.description,
    fields: prompt.fields(current),
    submitLabel: current ? "Save changes" : "Insert",
    onSubmit: (values) => {
      const parsed = prompt.schema.safeParse(prompt.shape ? prompt.shape(values, current) : values);
      if (!parsed.success) return parsed.error.issues[0]?.message;
      placeCard(prompt.editor, { type: prompt.type, attrs: parsed.data as Record<string, unknown> }, prompt.position);
      return undefined;
    },
  };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function promptForButton(editor: Editor, position?: number): PromptRequest {
  return schemaPrompt({
    editor,
    type: "buttonCard",
    schema: buttonSchema,
    position,
    title: ["Add a button", "Edit the button"],
    description: "A call to action: one button readers follow, with a sentence above it if you like.",
    fields: (current) => [
      { name: "label", label: "Button label", value: text(current?.label), required: true },
      {
        name: "href",
        label: "Address",
        value: text(current?.href),
        required: true,
        hint: "https://…, mailto:… or a page on this site such as /tools",
      },
      { name: "text", label: "Sentence above the button (optional)", value: text(current?.text) },
    ],
  });
}

export function promptForSignup(editor: Editor, position?: number): PromptRequest {
  return schemaPrompt({
    editor,
    type: "signupCard",
    schema: signupSchema,
    position,
    title: ["Add a newsletter sign-up", "Edit the newsletter sign-up"],
    description: "Readers get an e-mail field and a button; it subscribes them like every other form on the site.",
    fields: (current) => [
      { name: "title", label: "Heading", value: text(current?.title) || "Get the next playbook", required: true },
      { name: "text", label: "Sentence under the heading (optional)", value: text(current?.text) },
      { name: "button", label: "Button label", value: text(current?.button) || "Subscribe", required: true },
    ],
  });
}

export function promptForHtml(editor: Editor, position?: number): PromptRequest {
  return schemaPrompt({
    editor,
    type: "htmlCard",
    schema: htmlCardSchema,
    position,
    title: ["Add HTML", "Edit the HTML"],
    description:
      "Markup of your own. It is cleaned when the part is saved: scripts, styles, forms and frames other than our video players are removed.",
    fields: (current) => [
      { name: "html", label: "HTML", value: text(current?.html), required: true, rows: 10, code: true },
    ],
  });
}

/** Editing a bookmark: its text as fetched, which the owner may correct. */
export function promptForBookmarkText(editor: Editor, position: number): PromptRequest {
  return schemaPrompt({
    editor,
    type: "bookmarkCard",
    schema: bookmarkSchema,
    position,
    title: ["Add a bookmark", "Edit the bookmark"],
    description: "The link preview readers see, as the linked page describes itself. Correct it if it reads badly.",
    fields: (current) => [
      { name: "url", label: "Address", value: text(current?.url), required: true },
      { name: "title", label: "Title", value: text(current?.title), required: true },
      { name: "description", label: "Description", value: text(current?.description), rows: 3 },
      { name: "site", label: "Site name", value: text(current?.site) },
    ],
  });
}

/** A new bookmark: the page's own title and description, fetched by the server from its address. */
export function promptForBookmark(editor: Editor, slug: string): PromptRequest {
  return {
    title: "Add a bookmark",
    description: "A link preview made from the page's own title, description and site name.",
    fields: [{ name: "url", label: "Address of the page", required: true, hint: "https://…" }],
    submitLabel: "Add bookmark",
    workingLabel: "Reading the page…",
    onSubmit: async ({ url = "" }) => {
      const body = new URLSearchParams({ url: url.trim() });
      try {
        const response = await fetch(`/admin/playbooks/${encodeURIComponent(slug)}/bookmark`, { method: "POST", body });
        const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
        if (!response.ok)
          return text(answer.error) || `The page could not be read (the server answered ${response.status}).`;
        const parsed = bookmarkSchema.safeParse(answer);
        if (!parsed.success) return parsed.error.issues[0]?.message;
        insertCard(editor, { type: "bookmarkCard", attrs: parsed.data });
        return undefined;
      } catch {
        return "The server could not be reached. Try again in a moment.";
      }
    },
  };
}

/** Describing a gallery's images (new ones just uploaded, or the card's at `position`) and its caption. */
export function promptForGallery(
  editor: Editor,
  images: readonly UploadedImage[] | undefined,
  position?: number,
): PromptRequest {
  const current = attributesAt(editor, position);
  const known = (current?.images as GalleryImage[] | undefined) ?? [];
  const pictures: GalleryImage[] = images ? images.map((image) => ({ ...image, alt: "" })) : known;
  return schemaPrompt({
    editor,
    type: "galleryCard",
    schema: gallerySchema,
    position,
    title: ["Describe the gallery", "Edit the gallery"],
    description: "Alt text is read aloud to readers who cannot see the images. Describe each one in a sentence.",
    fields: () => [
      ...pictures.map((picture, index) => ({
        name: `alt${index}`,
        label: `Image ${index + 1} alt text`,
        value: picture.alt,
        required: true,
        hint: index === 0 ? `${decodeURIComponent(picture.src.split("/").pop() ?? "")}` : undefined,
      })),
      { name: "caption", label: "Caption (optional)", value: text(current?.caption) },
    ],
    shape: (values) => ({
      images: pictures.map((picture, index) => ({ ...picture, alt: values[`alt${index}`] ?? "" })),
      caption: values.caption ?? "",
    }),
  });
}

/** The dialog that edits the card at `position`, whichever card it is; undefined for cards without one. */
export function promptForCardAt(editor: Editor, position: number): PromptRequest | undefined {
  switch (editor.state.doc.nodeAt(position)?.type.name) {
    case "buttonCard":
      return promptForButton(editor, position);
    case "signupCard":
      return promptForSignup(editor, position);
    case "htmlCard":
      return promptForHtml(editor, position);
    case "bookmarkCard":
      return promptForBookmarkText(editor, position);
    case "galleryCard":
      return promptForGallery(editor, undefined, position);
    default:
      return undefined;
  }
}
