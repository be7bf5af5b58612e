import { Node } from "@tiptap/core";
import { CARD_SELECTORS, readCallout, writeCallout } from "~/modules/cards/markup";
import { CALLOUT_TONES, calloutSchema, type CalloutTone } from "~/modules/cards/schemas";

export const TONE_NAMES: Record<CalloutTone, string> = { note: "Note", tip: "Tip", warning: "Warning" };

/** The tone after `tone`, round the list: what the callout's tone button switches to. */
export function nextTone(tone: CalloutTone): CalloutTone {
  return CALLOUT_TONES[(CALLOUT_TONES.indexOf(tone) + 1) % CALLOUT_TONES.length]!;
}

/**
 * A callout: blocks set apart as a note, a tip or a warning (stored as the shared contract's
 * `<aside class="callout" data-tone>`). In the editor a button on it switches its tone.
 */
export const Callout = Node.create({
  name: "callout",
  group: "block",
  content: "block+",
  defining: true,

  addAttributes() {
    return { tone: { default: "note", rendered: false } };
  },

  parseHTML() {
    return [{ tag: CARD_SELECTORS.callout, getAttrs: (element) => calloutSchema.parse(readCallout(element)) }];
  },

  renderHTML({ node }) {
    return writeCallout(calloutSchema.parse(node.attrs));
  },

  addNodeView() {
    return ({ node, getPos, editor }) => {
      let current = node;
      // A div, not an aside: inside the editor it is not a landmark of the page.
      const dom = document.createElement("div");
      dom.className = "callout";
      const tone = document.createElement("button");
      tone.type = "button";
      tone.contentEditable = "false";
      tone.className = "editor-callout-tone";
      const content = document.createElement("div");
      const show = () => {
        const value = calloutSchema.parse(current.attrs).tone;
        dom.dataset.tone = value;
        tone.textContent = TONE_NAMES[value];
        tone.setAttribute(
          "aria-label",
          `${TONE_NAMES[value]} callout: make it a ${TONE_NAMES[nextTone(value)].toLowerCase()}`,
        );
      };
      tone.addEventListener("click", (event) => {
        event.preventDefault();
        const position = getPos();
        if (typeof position !== "number") return;
        const next = nextTone(calloutSchema.parse(current.attrs).tone);
        editor.view.dispatch(editor.state.tr.setNodeAttribute(position, "tone", next));
      });
      show();
      dom.append(tone, content);
      return {
        dom,
        contentDOM: content,
        update: (updated) => {
          if (updated.type !== current.type) return false;
          current = updated;
          show();
          return true;
        },
        stopEvent: (event) => tone.contains(event.target as globalThis.Node),
        ignoreMutation: (mutation) => tone.contains(mutation.target),
      };
    };
  },
});
