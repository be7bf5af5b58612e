import { Image } from "@tiptap/extension-image";

export interface FigureImageOptions {
  /** Asked when the owner clicks an image's alt text badge: open the alt text dialog for it. */
  onEditAlt: (position: number) => void;
}

const IMAGE_ATTRIBUTES = ["src", "srcset", "sizes", "alt", "title", "width", "height"] as const;

function imageAttributes(image: Element): Record<string, string | null> {
  return Object.fromEntries(IMAGE_ATTRIBUTES.map((name) => [name, image.getAttribute(name)]));
}

/** True when an image would be saved without a description (the save refuses it). */
export function lacksAlt(alt: unknown): boolean {
  return typeof alt !== "string" || alt.trim() === "";
}

/**
 * An image as the reader shows it: a figure holding the image (its width variants in srcset)
 * and an optional plain-text caption. Reads bare images and single-image figures alike.
 */
export const FigureImage = Image.extend<FigureImageOptions>({
  addOptions() {
    return { ...this.parent!(), onEditAlt: () => undefined };
  },

  addAttributes() {
    const plain = (name: string) => ({
      default: null,
      parseHTML: (element: HTMLElement) => element.getAttribute(name),
    });
    return {
      ...Object.fromEntries(IMAGE_ATTRIBUTES.map((name) => [name, plain(name)])),
      caption: { default: null, rendered: false },
    };
  },

  parseHTML() {
    return [
      {
        tag: "figure",
        getAttrs: (figure) => {
          const images = figure.querySelectorAll("img[src]");
          if (figure.classList.contains("embed") || images.length !== 1) return false;
          const caption = figure.querySelector("figcaption")?.textContent?.trim();
          return { ...imageAttributes(images[0]!), caption: caption || null };
        },
      },
      { tag: "img[src]", getAttrs: (image) => imageAttributes(image) },
    ];
  },

  renderHTML({ node }) {
    const attributes = Object.fromEntries(
      IMAGE_ATTRIBUTES.flatMap((name) => (node.attrs[name] == null ? [] : [[name, String(node.attrs[name])]])),
    );
    const image = ["img", { ...attributes, loading: "lazy", decoding: "async" }] as const;
    const caption = node.attrs.caption as string | null;
    return caption ? ["figure", {}, image, ["figcaption", {}, caption]] : ["figure", {}, image];
  },

  addNodeView() {
    return ({ node, getPos }) => {
      const figure = document.createElement("figure");
      figure.className = "editor-image";
      const image = document.createElement("img");
      for (const name of ["src", "srcset", "sizes", "alt", "width", "height"]) {
        const value = node.attrs[name] as string | null;
        if (value != null) image.setAttribute(name, value);
      }
      const badge = document.createElement("button");
      badge.type = "button";
      badge.className = lacksAlt(node.attrs.alt) ? "editor-alt-badge editor-alt-missing" : "editor-alt-badge";
      badge.textContent = lacksAlt(node.attrs.alt) ? "Alt text missing: add it" : "Edit alt text";
      badge.addEventListener("click", (event) => {
        event.preventDefault();
        const position = getPos();
        if (typeof position === "number") this.options.onEditAlt(position);
      });
      figure.append(image, badge);
      const caption = node.attrs.caption as string | null;
      if (caption) {
        const text = document.createElement("figcaption");
        text.textContent = caption;
        figure.append(text);
      }
      return { dom: figure };
    };
  },
});
