/** Ranking and latency figures of the evaluation, as the literature defines them (binary relevance). */

/** 1 when any relevant item is in the first k, else 0. */
export function recallAt(ranked: readonly string[], relevant: ReadonlySet<string>, k: number): number {
  return ranked.slice(0, k).some((item) => relevant.has(item)) ? 1 : 0;
}

/** 1 / the rank of the first relevant item within the first k, 0 when none. */
export function reciprocalRankAt(ranked: readonly string[], relevant: ReadonlySet<string>, k: number): number {
  const index = ranked.slice(0, k).findIndex((item) => relevant.has(item));
  return index === -1 ? 0 : 1 / (index + 1);
}

/** Normalised discounted cumulative gain of the first k, each relevant item gaining 1. */
export function ndcgAt(ranked: readonly string[], relevant: ReadonlySet<string>, k: number): number {
  const gain = ranked
    .slice(0, k)
    .reduce((sum, item, index) => sum + (relevant.has(item) ? 1 / Math.log2(index + 2) : 0), 0);
  let ideal = 0;
  for (let index = 0; index < Math.min(k, relevant.size); index += 1) ideal += 1 / Math.log2(index + 2);
  return ideal === 0 ? 0 : gain / ideal;
}

/** The p-th percentile (nearest rank) of the samples. */
export function percentileOf(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
