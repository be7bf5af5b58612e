/**
 * Vectors as Ask keeps them: unit length (so the cosine is a dot product), float32, stored as
 * base64 text that both engines keep alike.
 */
export function normalised(vector: readonly number[]): Float32Array {
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0)) || 1;
  return Float32Array.from(vector, (value) => value / norm);
}

export function encodeVector(vector: Float32Array): string {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString("base64");
}

export function decodeVector(text: string): Float32Array {
  const bytes = Buffer.from(text, "base64");
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Float32Array(copy.buffer);
}

/** The dot product of two unit vectors: their cosine (0 when their lengths differ, a model change). */
export function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return 0;
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) sum += a[index]! * b[index]!;
  return sum;
}

/** Reciprocal rank fusion's constant: a rank's weight is 1 / (K + rank). */
const RRF_K = 60;

/**
 * Two rankings fused by reciprocal rank (Cormack et al. 2009): an item high in either comes
 * high, one high in both comes first, without putting the two kinds of scores on one scale.
 */
export function fuseRankings<Item>(first: readonly Item[], second: readonly Item[]): Item[] {
  const scores = new Map<Item, number>();
  for (const list of [first, second])
    list.forEach((item, rank) => scores.set(item, (scores.get(item) ?? 0) + 1 / (RRF_K + rank + 1)));
  return [...scores].sort((a, b) => b[1] - a[1]).map(([item]) => item);
}

/**
 * Ranked sections in the order of the lexical ranking of the lexical candidates (a section
 * brought by its meaning alone ranks by its meaning alone, never twice) fused with the ranking
 * by meaning (`closest`, section ids best first); the ranking as it was when there is none.
 */
export function withMeaning<Section extends { sectionId: number }>(
  ranked: readonly Section[],
  lexical: readonly number[],
  closest: readonly number[],
): Section[] {
  if (closest.length === 0) return [...ranked];
  const byId = new Map(ranked.map((section) => [section.sectionId, section]));
  const lexicalIds = new Set(lexical);
  const fused = fuseRankings(
    ranked.filter((section) => lexicalIds.has(section.sectionId)).map((section) => section.sectionId),
    closest.filter((id) => byId.has(id)),
  );
  return fused.map((id) => byId.get(id)!);
}
