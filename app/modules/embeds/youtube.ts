import { escapeHtml } from "~/modules/html/escape";
import { parseHttpUrl } from "./url";

/** YouTube video ids are exactly 11 characters of [A-Za-z0-9_-]. */
const VIDEO_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

export const YOUTUBE_FRAME_ORIGIN = "https://www.youtube-nocookie.com";

/** The video id of a YouTube watch, short, shorts or embed link; undefined for anything else. */
export function parseYouTubeUrl(url: string): string | undefined {
  const parsed = parseHttpUrl(url);
  if (!parsed) return undefined;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split("/").filter(Boolean);
  let id: string | null | undefined;
  if (host === "youtu.be") id = segments[0];
  else if (YOUTUBE_HOSTS.has(host) && parsed.pathname === "/watch") id = parsed.searchParams.get("v");
  else if (YOUTUBE_HOSTS.has(host) && ["embed", "shorts", "live"].includes(segments[0] ?? "")) id = segments[1];
  return id && VIDEO_ID.test(id) ? id : undefined;
}

export function youtubeFrameSrc(id: string): string {
  return `${YOUTUBE_FRAME_ORIGIN}/embed/${id}`;
}

/** Our own markup: a privacy-enhanced player frame plus a plain link that works without it. */
export function youtubeEmbedHtml(id: string): string {
  const watch = `https://www.youtube.com/watch?v=${escapeHtml(id)}`;
  return `<figure class="embed embed-youtube"><iframe src="${youtubeFrameSrc(escapeHtml(id))}" title="YouTube video"></iframe><figcaption><a href="${watch}">Watch on YouTube</a></figcaption></figure>`;
}
