import type { DOMOutputSpec } from "@tiptap/pm/model";
import type {
  BookmarkAttributes,
  ButtonAttributes,
  CalloutAttributes,
  GalleryAttributes,
  GalleryImage,
  SignupAttributes,
} from "./schemas";

/**
 * Each card's stored HTML, written and read in one place: the editor writes exactly this (its
 * nodes render these specs), the sanitizer keeps exactly this, and the reader styles it. The
 * readers take any DOM element (the browser's, or linkedom's on the server) and return the raw
 * fields, which the card's schema then checks.
 */
export const CARD_SELECTORS = {
  callout: "aside.callout",
  toggle: "details",
  checklist: 'ul[data-type="taskList"]',
  button: "div.cta",
  signup: "div.signup",
  bookmark: "figure.bookmark",
  gallery: "figure.gallery",
  html: "div.html-card",
} as const;

const textOf = (element: Element | null | undefined) => element?.textContent?.trim() ?? "";
const attribute = (element: Element | null | undefined, name: string) => element?.getAttribute(name) ?? null;
const optional = <T>(present: boolean, spec: T): T[] => (present ? [spec] : []);

export function writeCallout({ tone }: CalloutAttributes): DOMOutputSpec {
  return ["aside", { class: "callout", "data-tone": tone }, 0];
}

export function readCallout(element: Element): unknown {
  return { tone: element.getAttribute("data-tone") ?? "note" };
}

export function writeButton({ label, href, text }: ButtonAttributes): DOMOutputSpec {
  return [
    "div",
    { class: "cta" },
    ...optional(text !== "", ["p", { class: "cta-text" }, text]),
    ["a", { class: "cta-button", href }, label],
  ];
}

export function readButton(element: Element): unknown {
  const link = element.querySelector("a.cta-button");
  return {
    label: textOf(link),
    href: attribute(link, "href") ?? "",
    text: textOf(element.querySelector("p.cta-text")),
  };
}

export function writeSignup({ title, text, button }: SignupAttributes): DOMOutputSpec {
  return [
    "div",
    { class: "signup", "data-button": button },
    ["p", { class: "signup-title" }, title],
    ...optional(text !== "", ["p", { class: "signup-text" }, text]),
  ];
}

export function readSignup(element: Element): unknown {
  return {
    title: textOf(element.querySelector("p.signup-title")),
    text: textOf(element.querySelector("p.signup-text")),
    button: element.getAttribute("data-button")?.trim() || "Subscribe",
  };
}

export function writeBookmark({ url, title, description, site }: BookmarkAttributes): DOMOutputSpec {
  return [
    "figure",
    { class: "bookmark" },
    [
      "a",
      { href: url },
      ["span", { class: "bookmark-title" }, title],
      ...optional(description !== "", ["span", { class: "bookmark-description" }, description]),
      ...optional(site !== "", ["span", { class: "bookmark-site" }, site]),
    ],
  ];
}

export function readBookmark(element: Element): unknown {
  return {
    url: attribute(element.querySelector("a[href]"), "href") ?? "",
    title: textOf(element.querySelector(".bookmark-title")),
    description: textOf(element.querySelector(".bookmark-description")),
    site: textOf(element.querySelector(".bookmark-site")),
  };
}

function imageSpec(image: GalleryImage): DOMOutputSpec {
  const attributes: Record<string, string> = { src: image.src, alt: image.alt };
  if (image.srcset) attributes.srcset = image.srcset;
  if (image.sizes) attributes.sizes = image.sizes;
  if (image.width) attributes.width = String(image.width);
  if (image.height) attributes.height = String(image.height);
  return ["img", { ...attributes, loading: "lazy", decoding: "async" }];
}

export function writeGallery({ images, caption }: GalleryAttributes): DOMOutputSpec {
  return [
    "figure",
    { class: "gallery" },
    ...images.map(imageSpec),
    ...optional(caption !== "", ["figcaption", {}, caption]),
  ];
}

const dimension = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

export function readGallery(element: Element): unknown {
  const images = [...element.querySelectorAll("img")].map((image) => ({
    src: image.getAttribute("src") ?? "",
    srcset: image.getAttribute("srcset"),
    sizes: image.getAttribute("sizes"),
    alt: image.getAttribute("alt") ?? "",
    width: dimension(image.getAttribute("width")),
    height: dimension(image.getAttribute("height")),
  }));
  return { images, caption: textOf(element.querySelector("figcaption")) };
}

/** The HTML card holds markup, which a spec cannot: it is written as a string. */
export function htmlCardMarkup(html: string): string {
  return `<div class="html-card">${html}</div>`;
}

export function readHtmlCard(element: Element): unknown {
  return { html: element.innerHTML.trim() };
}
