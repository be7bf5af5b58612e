import { seededRandom } from "~/modules/random/seeded-random";

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

/** A Fisher-Yates shuffle driven by a seed string, so a visit's order survives reloads. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const random = seededRandom(hash(seed));
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

export const SEED_PATTERN = /^[0-9a-f]{8}$/;

export function newSeed(): string {
  return Math.floor(Math.random() * 0x100000000)
    .toString(16)
    .padStart(8, "0");
}
