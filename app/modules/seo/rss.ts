import { escapeHtml } from "~/modules/html/escape";

export const FEED_PATH = "/rss.xml";
export const FEED_SIZE = 50;

export interface FeedChannel {
  title: string;
  siteUrl: string;
  description: string;
}

export interface FeedEntry {
  title: string;
  path: string;
  description: string;
  category?: string;
  publishedAt: string;
}

/** RFC 822 dates, as RSS 2.0 requires ("Wed, 01 Jan 2025 00:00:00 GMT"). */
function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

/** An RSS 2.0 feed with an atom:link to itself (as feed validators recommend). */
export function renderRssFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const latest = entries
    .map((entry) => entry.publishedAt)
    .sort()
    .at(-1);
  const items = entries.map((entry) => {
    const link = escapeHtml(`${channel.siteUrl}${entry.path}`);
    return [
      "    <item>",
      `      <title>${escapeHtml(entry.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <description>${escapeHtml(entry.description)}</description>`,
      ...(entry.category ? [`      <category>${escapeHtml(entry.category)}</category>`] : []),
      `      <pubDate>${rfc822(entry.publishedAt)}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeHtml(channel.title)}</title>`,
    `    <link>${escapeHtml(channel.siteUrl)}/</link>`,
    `    <description>${escapeHtml(channel.description)}</description>`,
    "    <language>en</language>",
    ...(latest ? [`    <lastBuildDate>${rfc822(latest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeHtml(channel.siteUrl + FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
