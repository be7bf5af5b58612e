import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import opentype from "opentype.js";

/**
 * Text drawn as outlines from Inter (the @fontsource/inter package, shipped with the app), so a
 * share image looks the same on every server whatever fonts it has installed, or none
 * (librsvg would otherwise pick a system font, or draw nothing). The Latin and Latin Extended
 * subsets cover English and most European titles; a character in neither is left out.
 */
export type Weight = 600 | 800;

const require = createRequire(import.meta.url);
const loaded = new Map<Weight, opentype.Font[]>();

function fontsOf(weight: Weight): opentype.Font[] {
  let fonts = loaded.get(weight);
  if (!fonts) {
    fonts = ["latin", "latin-ext"].map((subset) => {
      const file = readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`));
      return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    });
    loaded.set(weight, fonts);
  }
  return fonts;
}

interface Run {
  font: opentype.Font;
  text: string;
}

/** Consecutive characters drawn from the same subset, so kerning applies within each run. */
function runs(text: string, fonts: opentype.Font[]): Run[] {
  const result: Run[] = [];
  for (const character of text) {
    const font = fonts.find((candidate) => candidate.charToGlyph(character).index !== 0);
    if (!font) continue;
    const last = result.at(-1);
    if (last?.font === font) last.text += character;
    else result.push({ font, text: character });
  }
  return result;
}

/** How wide `text` is at `size` pixels. */
export function textWidth(text: string, size: number, weight: Weight): number {
  return runs(text, fontsOf(weight)).reduce((width, run) => width + run.font.getAdvanceWidth(run.text, size), 0);
}

/** SVG path data drawing `text` with its baseline starting at (x, y). */
export function textPath(text: string, x: number, y: number, size: number, weight: Weight): string {
  let cursor = x;
  const paths: string[] = [];
  for (const run of runs(text, fontsOf(weight))) {
    paths.push(run.font.getPath(run.text, cursor, y, size).toPathData(1));
    cursor += run.font.getAdvanceWidth(run.text, size);
  }
  return paths.join("");
}
