import { escapeHtml } from "~/modules/html/escape";
import { parseHttpUrl } from "./url";

export interface TikTokReference {
  id: string;
  user?: string;
}

const TIKTOK_HOSTS = new Set(["tiktok.com", "www.tiktok.com", "m.tiktok.com"]);
const VIDEO_ID = /^\d{8,25}$/;

export const TIKTOK_FRAME_ORIGIN = "https://www.tiktok.com";

/** A TikTok video page (/@user/video/{id}) or player link (/embed/v2/{id}); undefined otherwise. */
export function parseTikTokUrl(url: string): TikTokReference | undefined {
  const parsed = parseHttpUrl(url);
  if (!parsed || !TIKTOK_HOSTS.has(parsed.hostname.toLowerCase())) return undefined;
  const segments = parsed.pathname.split("/").filter(Boolean);
  if (segments[0]?.startsWith("@") && segments[1] === "video" && VIDEO_ID.test(segments[2] ?? "")) {
    const user = segments[0].slice(1);
    return { id: segments[2]!, ...(/^[\w.]{1,40}$/.test(user) ? { user } : {}) };
  }
  if (segments[0] === "embed" && segments[1] === "v2" && VIDEO_ID.test(segments[2] ?? "")) return { id: segments[2]! };
  if (segments[0] === "embed" && VIDEO_ID.test(segments[1] ?? "")) return { id: segments[1]! };
  return undefined;
}

export function tiktokFrameSrc(id: string): string {
  return `${TIKTOK_FRAME_ORIGIN}/embed/v2/${id}`;
}

export function tiktokPageUrl(video: TikTokReference): string {
  return video.user
    ? `https://www.tiktok.com/@${video.user}/video/${video.id}`
    : `https://www.tiktok.com/embed/v2/${video.id}`;
}

/** Our own markup: TikTok's player frame plus a plain link that works without it. */
export function tiktokEmbedHtml(video: TikTokReference): string {
  return `<figure class="embed embed-tiktok"><iframe src="${tiktokFrameSrc(escapeHtml(video.id))}" title="TikTok video"></iframe><figcaption><a href="${escapeHtml(tiktokPageUrl(video))}">Watch on TikTok</a></figcaption></figure>`;
}
