import { Node } from "@tiptap/core";
import { parseTikTokUrl, tiktokEmbedHtml } from "~/modules/embeds/tiktok";
import { parseTweetUrl, tweetEmbedHtml } from "~/modules/embeds/tweet";
import { parseYouTubeUrl, youtubeEmbedHtml } from "~/modules/embeds/youtube";
import { markupElement } from "./markup-element";

export type EmbedProvider = "youtube" | "tiktok" | "tweet";

/** What an embed node stores: enough to rebuild the reader's markup, nothing else. */
export interface EmbedAttributes {
  provider: EmbedProvider;
  id: string;
  /** The TikTok or X account, when known. */
  user: string | null;
}

/** The embed a pasted or typed link stands for, or undefined when it is not one we embed. */
export function embedFromUrl(url: string): EmbedAttributes | undefined {
  const youtube = parseYouTubeUrl(url);
  if (youtube) return { provider: "youtube", id: youtube, user: null };
  const tiktok = parseTikTokUrl(url);
  if (tiktok) return { provider: "tiktok", id: tiktok.id, user: tiktok.user ?? null };
  const tweet = parseTweetUrl(url);
  if (tweet) return { provider: "tweet", id: tweet.id, user: tweet.user };
  return undefined;
}

/** The reader's own markup for an embed (app/modules/embeds): the editor writes nothing else. */
export function embedHtml({ provider, id, user }: EmbedAttributes): string {
  if (provider === "youtube") return youtubeEmbedHtml(id);
  if (provider === "tiktok") return tiktokEmbedHtml({ id, ...(user ? { user } : {}) });
  return tweetEmbedHtml({ id, user: user ?? "i" });
}

export const EMBED_LABELS: Record<EmbedProvider, string> = {
  youtube: "YouTube video",
  tiktok: "TikTok video",
  tweet: "Post on X",
};

function frameEmbed(element: HTMLElement, provider: "youtube" | "tiktok"): EmbedAttributes | false {
  const src = element.querySelector("iframe")?.getAttribute("src") ?? "";
  const link = element.querySelector("figcaption a")?.getAttribute("href") ?? "";
  if (provider === "youtube") {
    const id = parseYouTubeUrl(src) ?? parseYouTubeUrl(link);
    return id ? { provider, id, user: null } : false;
  }
  const video = parseTikTokUrl(src) ?? parseTikTokUrl(link);
  if (!video) return false;
  return { provider, id: video.id, user: parseTikTokUrl(link)?.user ?? video.user ?? null };
}

function tweetEmbed(element: HTMLElement): EmbedAttributes | false {
  const links = [...element.querySelectorAll("a[href]")].map((link) => link.getAttribute("href") ?? "");
  const tweet = links.map((href) => parseTweetUrl(href)).find(Boolean);
  return tweet ? { provider: "tweet", id: tweet.id, user: tweet.user } : false;
}

/**
 * A tweet, YouTube or TikTok embed as one block the owner can select, move or delete. It is
 * read from and written as exactly the markup the importer makes and the sanitizer keeps, so
 * a part opened and saved again comes out unchanged.
 */
export const Embed = Node.create({
  name: "embed",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      provider: { default: "youtube", rendered: false },
      id: { default: "", rendered: false },
      user: { default: null, rendered: false },
    };
  },

  parseHTML() {
    // Ahead of the blockquote and image rules that would otherwise take these elements apart.
    return [
      { tag: "figure.embed-youtube", priority: 80, getAttrs: (element) => frameEmbed(element, "youtube") },
      { tag: "figure.embed-tiktok", priority: 80, getAttrs: (element) => frameEmbed(element, "tiktok") },
      { tag: "blockquote.twitter-tweet", priority: 80, getAttrs: (element) => tweetEmbed(element) },
    ];
  },

  renderHTML({ node }) {
    return markupElement(embedHtml(node.attrs as EmbedAttributes));
  },

  addNodeView() {
    return ({ node }) => {
      const attributes = node.attrs as EmbedAttributes;
      const card = document.createElement("div");
      card.className = "editor-embed";
      card.dataset.provider = attributes.provider;
      card.contentEditable = "false";
      const label = document.createElement("strong");
      label.textContent = EMBED_LABELS[attributes.provider];
      const detail = document.createElement("span");
      detail.textContent = attributes.user ? `@${attributes.user} · ${attributes.id}` : attributes.id;
      card.append(label, detail);
      return { dom: card };
    };
  },
});
