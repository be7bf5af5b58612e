import type { Editor } from "@tiptap/core";
import { isSafeHref } from "~/modules/cards/schemas";
import { placeCard } from "./card-prompts";
import { embedFromUrl } from "./extensions/embed";
import type { PromptRequest } from "./PromptDialog";

/** Add, change or remove the link on the selection (or insert the address as a link). */
export function promptForLink(editor: Editor): PromptRequest {
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  return {
    title: current ? "Edit link" : "Add link",
    description: "Links to other sites open in a new tab for readers.",
    fields: [
      {
        name: "href",
        label: "Address",
        value: current,
        required: true,
        hint: "https://…, mailto:…, or a path on this site such as /catalog/ai-fundamentals",
      },
    ],
    submitLabel: "Apply link",
    secondary: current ? { label: "Remove link", run: () => editor.chain().focus().unsetLink().run() } : undefined,
    onSubmit: ({ href = "" }) => {
      const address = href.trim();
      if (!isSafeHref(address)) return "Use an address starting with https://, mailto: or / (a page on this site).";
      const chain = editor.chain().focus().extendMarkRange("link");
      if (editor.state.selection.empty && !current) {
        chain.insertContent({ type: "text", text: address, marks: [{ type: "link", attrs: { href: address } }] }).run();
      } else {
        chain.setLink({ href: address }).run();
      }
      return undefined;
    },
  };
}

/** Embed a YouTube video, a TikTok video or a post on X, from its link. */
export function promptForEmbed(editor: Editor): PromptRequest {
  return {
    title: "Embed a video or post",
    description: "Readers see the player or the post, with a plain link for when it cannot load.",
    fields: [
      { name: "url", label: "Link", required: true, hint: "A YouTube, TikTok video or X (Twitter) post address" },
    ],
    submitLabel: "Embed",
    onSubmit: ({ url = "" }) => {
      const embed = embedFromUrl(url);
      if (!embed)
        return "That is not a YouTube video, a TikTok video or a post on X. Copy the address from the video or post itself.";
      placeCard(editor, { type: "embed", attrs: embed });
      return undefined;
    },
  };
}

/** Describe an image (alt text, required) and give it a caption (optional). */
export function promptForImage(editor: Editor, position: number): PromptRequest | undefined {
  const image = editor.state.doc.nodeAt(position);
  if (image?.type.name !== "image") return undefined;
  return {
    title: "Describe this image",
    description:
      "Alt text is read aloud to readers who cannot see the image and shown when it cannot load. A playbook is not saved with an image nobody described.",
    fields: [
      {
        name: "alt",
        label: "Alt text",
        value: (image.attrs.alt as string | null) ?? "",
        required: true,
        hint: "What the image shows and why it is there, in a sentence: “Funnel chart: 40% of visitors reach the pricing page”.",
      },
      { name: "caption", label: "Caption (optional)", value: (image.attrs.caption as string | null) ?? "" },
    ],
    submitLabel: "Save description",
    onSubmit: ({ alt = "", caption = "" }) => {
      if (alt.trim() === "") return "Write the alt text: what the image shows, in a few words.";
      // The caret then stands below the image: the next sentence never replaces it.
      placeCard(
        editor,
        { type: "image", attrs: { ...image.attrs, alt: alt.trim(), caption: caption.trim() || null } },
        position,
      );
      return undefined;
    },
  };
}
