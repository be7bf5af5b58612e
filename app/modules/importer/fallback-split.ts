import { escapeHtml } from "~/modules/html/escape";
import { type Block, blockHtml, blockLength } from "./blocks";
import { BLOCK_MAX_CHARS, BLOCK_MIN_CHARS, FALLBACK_BREAK_POINTS, FALLBACK_CHUNK_MIN_CHARS } from "./limits";
import type { Section } from "./sections";

type ContentBlock = Extract<Block, { kind: "content" }>;

/**
 * Brings blocks into the 100–5000 character range: short ones are joined with the blocks after
 * them, and an over-long block of plain text is cut between sentences. (A long block holding
 * links or images stays whole rather than lose them.)
 */
export function sizeBlocks(blocks: readonly Block[]): ContentBlock[] {
  const sized: ContentBlock[] = [];
  let pending: ContentBlock | undefined;
  for (const block of blocks.flatMap(cutLongBlock)) {
    pending = pending ? join(pending, block) : block;
    if (pending.text.length >= BLOCK_MIN_CHARS) {
      sized.push(pending);
      pending = undefined;
    }
  }
  if (pending) {
    const last = sized.pop();
    sized.push(last ? join(last, pending) : pending);
  }
  return sized;
}

function cutLongBlock(block: Block): ContentBlock[] {
  const content: ContentBlock = { kind: "content", text: block.text, html: blockHtml(block) };
  if (block.kind === "heading") content.heading = block.text;
  if (block.kind === "heading" || blockLength(block) <= BLOCK_MAX_CHARS || /<(a|img|iframe)\b/i.test(content.html))
    return [content];
  const pieces: string[] = [];
  let current = "";
  for (const sentence of block.text.split(/(?<=[.!?])\s+/)) {
    if (current && current.length + sentence.length + 1 > BLOCK_MAX_CHARS) {
      pieces.push(current);
      current = "";
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) pieces.push(current);
  return pieces.map((text) => ({ kind: "content", text, html: `<p>${escapeHtml(text)}</p>` }));
}

function join(first: ContentBlock, second: ContentBlock): ContentBlock {
  const joined: ContentBlock = {
    kind: "content",
    text: `${first.text} ${second.text}`.trim(),
    html: `${first.html}\n${second.html}`,
  };
  const heading = first.heading ?? second.heading;
  if (heading) joined.heading = heading;
  return joined;
}

/**
 * The fallback split: sized blocks are cut into chunks at 20, 40, 60 and 80 percent of the
 * text (each block goes to the chunk its middle falls in); a chunk of 50 characters or fewer
 * joins its neighbour.
 */
export function fallbackSections(blocks: readonly Block[]): Section[] {
  const sized = sizeBlocks(blocks);
  const total = sized.reduce((sum, block) => sum + block.text.length, 0);
  const chunks: ContentBlock[][] = [];
  let consumed = 0;
  for (const block of sized) {
    const middle = total === 0 ? 0 : (consumed + block.text.length / 2) / total;
    const index = FALLBACK_BREAK_POINTS.filter((point) => middle > point).length;
    (chunks[index] ??= []).push(block);
    consumed += block.text.length;
  }
  return labelChunks(mergeSmallChunks(chunks.filter(Boolean)));
}

/**
 * A chunk of a document that has headings is named by the first heading in it, else as the
 * continuation of the heading it falls under, else as the introduction; a document without
 * headings leaves its chunks unnamed ("Part N" by the spec's rule).
 */
function labelChunks(chunks: readonly ContentBlock[][]): Section[] {
  if (!chunks.some((chunk) => chunk.some((block) => block.heading))) return chunks.map((chunk) => ({ blocks: chunk }));
  let current: string | undefined;
  return chunks.map((chunk) => {
    const headings = chunk.flatMap((block) => (block.heading ? [block.heading] : []));
    const label = headings[0] ?? (current ? `${current} (continued)` : "Introduction");
    current = headings[headings.length - 1] ?? current;
    return { blocks: chunk, label };
  });
}

function mergeSmallChunks(chunks: ContentBlock[][]): ContentBlock[][] {
  const merged: ContentBlock[][] = [];
  for (const chunk of chunks) {
    const previous = merged[merged.length - 1];
    if (
      previous &&
      (chunkLength(chunk) <= FALLBACK_CHUNK_MIN_CHARS || chunkLength(previous) <= FALLBACK_CHUNK_MIN_CHARS)
    )
      previous.push(...chunk);
    else merged.push(chunk);
  }
  return merged;
}

function chunkLength(chunk: readonly ContentBlock[]): number {
  return chunk.reduce((sum, block) => sum + block.text.length, 0);
}
