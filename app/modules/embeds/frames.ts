import { TIKTOK_FRAME_ORIGIN, parseTikTokUrl, tiktokFrameSrc } from "./tiktok";
import { YOUTUBE_FRAME_ORIGIN, parseYouTubeUrl, youtubeFrameSrc } from "./youtube";

/** The only hosts an iframe in playbook content may load. */
export const EMBED_FRAME_HOSTS = [new URL(YOUTUBE_FRAME_ORIGIN).hostname, new URL(TIKTOK_FRAME_ORIGIN).hostname];

/**
 * The complete attribute set of a player frame we generated, rebuilt from the video id, or
 * undefined when the src is not one of our player URLs. Whatever else the markup carried
 * (event handlers, srcdoc, a looser sandbox) is discarded.
 */
export function embedFrameAttributes(src: string | undefined): Record<string, string> | undefined {
  if (!src) return undefined;
  const youtube = src.startsWith(`${YOUTUBE_FRAME_ORIGIN}/embed/`) ? parseYouTubeUrl(src) : undefined;
  if (youtube) {
    return frame(youtubeFrameSrc(youtube), "YouTube video", "560", "315");
  }
  const tiktok = src.startsWith(`${TIKTOK_FRAME_ORIGIN}/embed/v2/`) ? parseTikTokUrl(src) : undefined;
  if (tiktok) return frame(tiktokFrameSrc(tiktok.id), "TikTok video", "325", "740");
  return undefined;
}

function frame(src: string, title: string, width: string, height: string): Record<string, string> {
  return {
    src,
    title,
    width,
    height,
    loading: "lazy",
    allow: "encrypted-media; picture-in-picture; fullscreen",
    referrerpolicy: "strict-origin-when-cross-origin",
    // Players need their own scripts and storage; they get nothing that reaches our page.
    sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups",
  };
}
