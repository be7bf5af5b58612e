import { Parser } from "htmlparser2";

/** The file name an image is known by in messages: the last segment of its address. */
export function fileNameOf(src: string): string {
  try {
    return decodeURIComponent(src.split(/[?#]/, 1)[0]!.split("/").pop() || src);
  } catch {
    return src;
  }
}

/** The addresses of the images in a part's HTML that carry no description (no alt, or only spaces). */
export function imageSourcesWithoutAlt(html: string): string[] {
  const missing: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "img" && (attributes.alt ?? "").trim() === "") missing.push(attributes.src ?? "");
    },
  });
  parser.write(html);
  parser.end();
  return missing;
}

/** The images in a part's HTML that carry no description, by file name; `untouched` addresses are left out. */
export function imagesWithoutAlt(html: string, untouched: ReadonlySet<string> = new Set()): string[] {
  return imageSourcesWithoutAlt(html)
    .filter((src) => !untouched.has(src))
    .map(fileNameOf);
}

/**
 * One sentence per part whose images lack alt text, for the editor and the save's refusal:
 * an image nobody described is never saved without the owner hearing of it. Images stored
 * already without alt text (`untouched`, an import's) are left to the editor's mark: a save
 * that does not touch them is not refused for them.
 */
export function altTextProblems(
  parts: readonly { title: string; html: string }[],
  untouched: ReadonlySet<string> = new Set(),
): string[] {
  return parts.flatMap((part, index) => {
    const missing = imagesWithoutAlt(part.html, untouched);
    if (missing.length === 0) return [];
    const images = missing.length === 1 ? "1 image has" : `${missing.length} images have`;
    return [
      `Part ${index + 1} (${part.title.trim() || "untitled"}): ${images} no alt text (${missing.join(", ")}). Select the image and choose "Alt text" to describe it.`,
    ];
  });
}
