/** The spec's image association: which uploaded file an <img> in the HTML refers to. */
export interface ImageMatch {
  fileName: string;
  confidence: number;
}

/** Confidence must be above this for a file to count as the image. */
export const MATCH_THRESHOLD = 0.3;
const MIN_COMMON_SUBSTRING = 3;
/** File names are at most 255 characters; longer "names" are cut so matching stays cheap. */
const MAX_NAME_LENGTH = 255;

/** "https://x/a/My%20Photo.png?w=2" -> "My Photo.png" */
export function fileNameOf(src: string): string {
  const path = src.split(/[?#]/)[0] ?? "";
  const last = (path.split(/[/\\]/).pop() ?? "").slice(0, MAX_NAME_LENGTH);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function stripExtension(name: string): string {
  return name.replace(/\.[a-z0-9]{1,5}$/i, "");
}

/**
 * Spec rule: 1 for the same base name (without extension), 0.9 for the same file name in
 * another letter case, 0.8 when one name contains the other, otherwise up to 0.7 in proportion
 * to the longest common substring of 3 or more characters; 0 when nothing is shared.
 */
export function matchConfidence(src: string, fileName: string): number {
  const wanted = fileNameOf(src);
  if (!wanted) return 0;
  if (stripExtension(wanted) === stripExtension(fileName)) return 1;
  if (wanted.toLowerCase() === fileName.toLowerCase()) return 0.9;
  const a = stripExtension(wanted).toLowerCase();
  const b = stripExtension(fileName).toLowerCase();
  if (a.includes(b) || b.includes(a)) return 0.8;
  const common = longestCommonSubstring(a, b);
  if (common < MIN_COMMON_SUBSTRING) return 0;
  return 0.7 * (common / Math.max(a.length, b.length));
}

/** The best matching file above the threshold, or undefined. */
export function matchImageFile(src: string, fileNames: readonly string[]): ImageMatch | undefined {
  let best: ImageMatch | undefined;
  for (const fileName of fileNames) {
    const confidence = matchConfidence(src, fileName);
    if (confidence > MATCH_THRESHOLD && (!best || confidence > best.confidence)) best = { fileName, confidence };
  }
  return best;
}

function longestCommonSubstring(a: string, b: string): number {
  let longest = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = previous[j - 1]! + 1;
        longest = Math.max(longest, current[j]!);
      }
    }
    previous = current;
  }
  return longest;
}
