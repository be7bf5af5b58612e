import { escapeHtml } from "~/modules/html/escape";
import { textPath, textWidth } from "./font.server";
import { fitTitle } from "./layout.server";

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** Raised whenever the design changes, so every stored image is drawn again. */
export const SHARE_IMAGE_TEMPLATE_VERSION = 1;

export interface ShareImageText {
  title: string;
  /** The primary category's name, shown above the title; empty for none. */
  category: string;
  siteName: string;
}

const MARGIN = 80;
const TITLE_SIZES = [76, 66, 58, 50] as const;

/**
 * The share card's design as SVG, every letter an outline (font.server.ts): a deep indigo field
 * with a lighter sweep, the category as a pill, the title in large white type, and the site's
 * name under a rule. 1200×630 is what X, LinkedIn and Facebook show at full width.
 */
export function shareImageSvg({ title, category, siteName }: ShareImageText): string {
  const pill = category.toUpperCase();
  const pillSize = 24;
  const pillWidth = textWidth(pill, pillSize, 600) + 48;
  const { size, lines } = fitTitle(title.trim() || "Untitled playbook", {
    sizes: TITLE_SIZES,
    maxWidth: SHARE_IMAGE_WIDTH - 2 * MARGIN,
    maxLines: 4,
    weight: 800,
  });
  const lineHeight = Math.round(size * 1.14);
  const titleTop = 210 + Math.round(((4 - lines.length) * lineHeight) / 2);
  const titlePaths = lines.map((line, index) => textPath(line, MARGIN, titleTop + index * lineHeight, size, 800));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">`,
    `<title>${escapeHtml(title)}</title>`,
    "<defs>",
    '<linearGradient id="field" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient>',
    '<linearGradient id="sweep" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#818cf8" stop-opacity="0.55"/><stop offset="1" stop-color="#818cf8" stop-opacity="0"/></linearGradient>',
    "</defs>",
    `<rect width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" fill="url(#field)"/>`,
    `<circle cx="1130" cy="-40" r="360" fill="#6366f1" opacity="0.35"/>`,
    `<circle cx="1190" cy="600" r="200" fill="#4f46e5" opacity="0.35"/>`,
    `<rect x="0" y="${SHARE_IMAGE_HEIGHT - 12}" width="${SHARE_IMAGE_WIDTH}" height="12" fill="url(#sweep)"/>`,
    ...(pill
      ? [
          `<rect x="${MARGIN}" y="72" width="${pillWidth.toFixed(1)}" height="48" rx="24" fill="#eef2ff"/>`,
          `<path fill="#3730a3" d="${textPath(pill, MARGIN + 24, 105, pillSize, 600)}"/>`,
        ]
      : []),
    `<path fill="#ffffff" d="${titlePaths.join("")}"/>`,
    `<rect x="${MARGIN}" y="528" width="64" height="6" rx="3" fill="#a5b4fc"/>`,
    `<path fill="#e0e7ff" d="${textPath(siteName, MARGIN, 580, 30, 600)}"/>`,
    "</svg>",
  ].join("");
}
