import { Node } from "@tiptap/core";
import { DOMSerializer, type DOMOutputSpec } from "@tiptap/pm/model";
import type { z } from "zod";

export interface CardNodeOptions {
  /** The owner asked to change the card at this position (its Edit button, a double click). */
  onEdit: (position: number) => void;
}

export interface AtomCard<Attributes extends Record<string, unknown>> {
  /** The node's name in the editor's schema. */
  name: string;
  /** What the owner calls it: "Button". */
  label: string;
  /** Its stored element (app/modules/cards/markup.ts). */
  selector: string;
  schema: z.ZodType<Attributes>;
  read: (element: Element) => unknown;
  /** Its stored markup. */
  render: (attributes: Attributes) => DOMOutputSpec;
  /** What a new, unfilled card holds (also the node's attributes and their defaults). */
  empty: Attributes;
  /** How the editor shows it when the stored markup is not the way (the HTML card's source). */
  preview?: (attributes: Attributes) => HTMLElement;
}

/**
 * A card the owner fills in through a dialog (button, sign-up, bookmark, gallery, HTML): one
 * block, selected, moved or deleted whole, read from and written as exactly its stored markup.
 * Markup its schema refuses is not read as the card. In the editor it shows as readers will
 * see it (inert: its links do not navigate), with an Edit button.
 */
export function atomCard<Attributes extends Record<string, unknown>>(card: AtomCard<Attributes>) {
  return Node.create<CardNodeOptions>({
    name: card.name,
    group: "block",
    atom: true,
    draggable: true,
    selectable: true,

    addOptions() {
      return { onEdit: () => undefined };
    },

    addAttributes() {
      return Object.fromEntries(
        Object.entries(card.empty).map(([key, value]) => [key, { default: value, rendered: false }]),
      );
    },

    parseHTML() {
      return [
        {
          tag: card.selector,
          // Ahead of the figure, paragraph and link rules that would take the card apart.
          priority: 80,
          getAttrs: (element) => {
            const read = card.schema.safeParse(card.read(element));
            return read.success ? read.data : false;
          },
        },
      ];
    },

    renderHTML({ node }) {
      return card.render(node.attrs as Attributes);
    },

    addNodeView() {
      return ({ node, getPos }) => {
        const attributes = node.attrs as Attributes;
        const dom = document.createElement("div");
        dom.className = "editor-card";
        dom.dataset.card = card.name;
        dom.contentEditable = "false";
        const bar = document.createElement("div");
        bar.className = "editor-card-bar";
        const label = document.createElement("span");
        label.textContent = card.label;
        const edit = document.createElement("button");
        edit.type = "button";
        edit.className = "editor-card-edit";
        edit.textContent = `Edit ${card.label.toLowerCase()}`;
        const openEditor = (event: Event) => {
          event.preventDefault();
          const position = getPos();
          if (typeof position === "number") this.options.onEdit(position);
        };
        edit.addEventListener("click", openEditor);
        dom.addEventListener("dblclick", openEditor);
        bar.append(label, edit);
        const preview = document.createElement("div");
        preview.className = "editor-card-preview";
        preview.inert = true;
        preview.append(card.preview?.(attributes) ?? DOMSerializer.renderSpec(document, card.render(attributes)).dom);
        dom.append(bar, preview);
        return { dom };
      };
    },
  });
}
