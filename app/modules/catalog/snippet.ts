/**
 * Search snippets mark matched words with two private-use characters instead of HTML, so
 * a snippet is always rendered as text and playbook content can never inject markup.
 */
export const SNIPPET_START = "\uE000";
export const SNIPPET_END = "\uE001";

export interface SnippetPiece {
  text: string;
  marked: boolean;
}

/** "a \uE000b\uE001 c" -> [a ], [b (marked)], [ c]. */
export function snippetPieces(snippet: string): SnippetPiece[] {
  const pieces: SnippetPiece[] = [];
  for (const [index, chunk] of snippet.split(SNIPPET_START).entries()) {
    if (index === 0) {
      if (chunk) pieces.push({ text: chunk, marked: false });
      continue;
    }
    const [marked = "", ...rest] = chunk.split(SNIPPET_END);
    if (marked) pieces.push({ text: marked, marked: true });
    const after = rest.join("");
    if (after) pieces.push({ text: after, marked: false });
  }
  return pieces;
}
