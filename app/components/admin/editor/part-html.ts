import { getHTMLFromFragment, type Editor } from "@tiptap/core";
import type { Node as ProseNode } from "@tiptap/pm/model";

/** Without the empty paragraphs the editor keeps at the end so there is always somewhere to type. */
const trailingEmpty = (html: string) => html.replace(/(<p><\/p>)+$/, "");

/** The part's HTML as it is saved, and "" for an empty part. */
export function partHtml(editor: Pick<Editor, "getHTML">): string {
  return trailingEmpty(editor.getHTML());
}

/** The same for a part that is not on screen (its document kept while another part is edited). */
export function documentHtml(doc: ProseNode): string {
  return trailingEmpty(getHTMLFromFragment(doc.content, doc.type.schema));
}
