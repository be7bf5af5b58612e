/** A sentence of a section, with where it starts in the section's text. */
export interface Sentence {
  text: string;
  /** Its order in the section, from 0. */
  index: number;
}

const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });

/**
 * A section's sentences: each block (line) of its text cut where the language's rules end a
 * sentence, trimmed. A list item or a table cell is a "sentence" of its own, which the
 * composer weighs by whether it reads like one.
 */
export function sentencesOf(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  for (const line of text.split("\n")) {
    for (const { segment } of segmenter.segment(line)) {
      const trimmed = segment.trim();
      if (trimmed) sentences.push({ text: trimmed, index: sentences.length });
    }
  }
  return sentences;
}

/** Whether a piece of text reads as a sentence a reader could take on its own. */
export function readsAsSentence(text: string): boolean {
  const words = text.split(/\s+/).length;
  return (
    words >= 6 && words <= 70 && /[.!?:)"”]$/.test(text) && !text.endsWith("?") && /^[\p{Lu}\p{N}"“*(]/u.test(text)
  );
}
