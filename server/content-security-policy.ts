import { EMBED_FRAME_HOSTS } from "~/modules/embeds/frames";

/** The tweet widget: its script turns our embed markup into frames served from the same origin. */
export const TWEET_WIDGET_ORIGIN = "https://platform.twitter.com";

export interface PolicyOptions {
  /** Per-render random value that the framework's inline scripts carry; absent for non-HTML responses. */
  nonce?: string;
  /** Only the pages that load the tweet widget may run its script. */
  allowTweetWidget?: boolean;
  /** The owner's device previews: a page of this site shown in a frame of this site. */
  allowSameOriginFrames?: boolean;
}

/**
 * The Content-Security-Policy of every response. Scripts run only from our own origin or with
 * the render's nonce (never inline script an attacker could inject); styles allow inline
 * attributes because React and Radix set `style` on elements, which cannot run code.
 */
export function contentSecurityPolicy({
  nonce,
  allowTweetWidget = false,
  allowSameOriginFrames = false,
}: PolicyOptions = {}): string {
  const tweet = allowTweetWidget ? [TWEET_WIDGET_ORIGIN] : [];
  const self = allowSameOriginFrames ? ["'self'"] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...tweet],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Playbook images are stored with us, but imported content may still point at https images.
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "frame-src": [...self, ...EMBED_FRAME_HOSTS.map((host) => `https://${host}`), ...tweet],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": allowSameOriginFrames ? self : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}
