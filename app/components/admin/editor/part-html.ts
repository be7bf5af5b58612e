import type { Editor } from "@tiptap/core";

/**
 * The part's HTML as it is saved: without the empty paragraph the editor keeps at the end so
 * there is always somewhere to type after a table or an embed, and "" for an empty part.
 */
export function partHtml(editor: Pick<Editor, "getHTML">): string {
  return editor.getHTML().replace(/(<p><\/p>)+$/, "");
}
