import { parseTikTokUrl, tiktokEmbedHtml } from "./tiktok";
import { parseTweetUrl, tweetEmbedHtml } from "./tweet";
import { parseYouTubeUrl, youtubeEmbedHtml } from "./youtube";

export type EmbedType = "youtube" | "tiktok" | "twitter" | "x";

/** The spec's Embed: a social link found in content and the safe markup that replaces it. */
export interface Embed {
  originalUrl: string;
  embedCode: string;
  type: EmbedType;
  id: string;
}

/** Turns a YouTube, TikTok or Twitter/X status link into our embed; undefined for any other URL. */
export function detectEmbed(url: string): Embed | undefined {
  const originalUrl = url.trim();
  const youtube = parseYouTubeUrl(originalUrl);
  if (youtube) return { originalUrl, type: "youtube", id: youtube, embedCode: youtubeEmbedHtml(youtube) };
  const tiktok = parseTikTokUrl(originalUrl);
  if (tiktok) return { originalUrl, type: "tiktok", id: tiktok.id, embedCode: tiktokEmbedHtml(tiktok) };
  const tweet = parseTweetUrl(originalUrl);
  if (tweet) {
    const type = /^https?:\/\/([\w-]+\.)?x\.com\//i.test(originalUrl) ? "x" : "twitter";
    return { originalUrl, type, id: tweet.id, embedCode: tweetEmbedHtml(tweet) };
  }
  return undefined;
}
