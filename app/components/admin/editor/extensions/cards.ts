import {
  CARD_SELECTORS,
  htmlCardMarkup,
  readBookmark,
  readButton,
  readGallery,
  readHtmlCard,
  readSignup,
  writeBookmark,
  writeButton,
  writeGallery,
  writeSignup,
} from "~/modules/cards/markup";
import {
  bookmarkSchema,
  buttonSchema,
  gallerySchema,
  htmlCardSchema,
  signupSchema,
  type HtmlCardAttributes,
} from "~/modules/cards/schemas";
import { atomCard } from "./card-node";
import { markupElement } from "./markup-element";

export const ButtonCard = atomCard({
  name: "buttonCard",
  label: "Button",
  selector: CARD_SELECTORS.button,
  schema: buttonSchema,
  read: readButton,
  render: writeButton,
  empty: { label: "", href: "", text: "" },
});

export const SignupCard = atomCard({
  name: "signupCard",
  label: "Newsletter sign-up",
  selector: CARD_SELECTORS.signup,
  schema: signupSchema,
  read: readSignup,
  render: writeSignup,
  empty: { title: "", text: "", button: "Subscribe" },
});

export const BookmarkCard = atomCard({
  name: "bookmarkCard",
  label: "Bookmark",
  selector: CARD_SELECTORS.bookmark,
  schema: bookmarkSchema,
  read: readBookmark,
  render: writeBookmark,
  empty: { url: "", title: "", description: "", site: "" },
});

export const GalleryCard = atomCard({
  name: "galleryCard",
  label: "Gallery",
  selector: CARD_SELECTORS.gallery,
  schema: gallerySchema,
  read: readGallery,
  render: writeGallery,
  empty: { images: [], caption: "" },
});

/** The owner's markup, shown in the editor as its source (it is only rendered for readers, sanitized). */
function htmlSource({ html }: HtmlCardAttributes): HTMLElement {
  const code = document.createElement("pre");
  code.className = "editor-card-source";
  code.textContent = html;
  return code;
}

export const HtmlCard = atomCard({
  name: "htmlCard",
  label: "HTML",
  selector: CARD_SELECTORS.html,
  schema: htmlCardSchema,
  read: readHtmlCard,
  render: ({ html }) => markupElement(htmlCardMarkup(html)),
  empty: { html: "" },
  preview: htmlSource,
});

/** Every card filled in through a dialog, by node name. */
export const ATOM_CARDS = [ButtonCard, SignupCard, BookmarkCard, GalleryCard, HtmlCard];
