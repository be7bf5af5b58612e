import { Node } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";

/** A toggle's always-visible line (its summary). */
export const ToggleSummary = Node.create({
  name: "toggleSummary",
  content: "inline*",
  defining: true,
  selectable: false,

  parseHTML() {
    return [{ tag: "summary" }];
  },

  renderHTML() {
    return ["summary", 0];
  },

  addNodeView() {
    return () => {
      const dom = document.createElement("div");
      dom.className = "editor-toggle-summary";
      return { dom, contentDOM: dom };
    };
  },
});

/**
 * A toggle: a summary line readers click to open what it hides (details and summary, so the
 * reader needs no script). The editor shows it open, with Enter at the end of the summary
 * moving into its body.
 */
export const Toggle = Node.create({
  name: "toggle",
  group: "block",
  content: "toggleSummary block+",
  defining: true,

  parseHTML() {
    return [{ tag: "details" }];
  },

  renderHTML() {
    return ["details", 0];
  },

  addNodeView() {
    return () => {
      const dom = document.createElement("div");
      dom.className = "editor-toggle";
      return { dom, contentDOM: dom };
    };
  },

  addKeyboardShortcuts() {
    return {
      Enter: ({ editor }) => {
        const { $from, empty } = editor.state.selection;
        if (!empty || $from.parent.type.name !== "toggleSummary") return false;
        const body = $from.after() + 1;
        editor.view.dispatch(editor.state.tr.setSelection(TextSelection.near(editor.state.doc.resolve(body))));
        return true;
      },
    };
  },
});
