import { escapeHtml } from "~/modules/html/escape";

export interface TweetReference {
  user: string;
  id: string;
}

const TWEET_URL =
  /^https?:\/\/(?:www\.|mobile\.)?(?:twitter\.com|x\.com)\/(\w{1,15})\/status(?:es)?\/(\d{5,25})(?:[/?#].*)?$/i;

/** A Twitter/X status link, or undefined for anything else. */
export function parseTweetUrl(url: string): TweetReference | undefined {
  const match = TWEET_URL.exec(url.trim());
  return match ? { user: match[1]!, id: match[2]! } : undefined;
}

/**
 * Our own embed markup: a plain blockquote with a link, readable without scripts. The tweet
 * widget script (loaded only on pages that contain one) upgrades it to the rendered post.
 */
export function tweetEmbedHtml(tweet: TweetReference): string {
  const href = `https://twitter.com/${tweet.user}/status/${tweet.id}`;
  return `<blockquote class="twitter-tweet" data-dnt="true"><p>A post by @${escapeHtml(tweet.user)} on X</p><a href="${href}">View the post on X</a></blockquote>`;
}

export function containsTweetEmbed(html: string | null | undefined): boolean {
  return html?.includes('class="twitter-tweet"') ?? false;
}
