import { Parser } from "htmlparser2";

/** The file name an image is known by in messages: the last segment of its address. */
function fileNameOf(src: string): string {
  return decodeURIComponent(src.split(/[?#]/, 1)[0]!.split("/").pop() || src);
}

/** The images in a part's HTML that carry no description (no alt, or only spaces). */
export function imagesWithoutAlt(html: string): string[] {
  const missing: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "img" && (attributes.alt ?? "").trim() === "") missing.push(fileNameOf(attributes.src ?? ""));
    },
  });
  parser.write(html);
  parser.end();
  return missing;
}

/**
 * One sentence per part whose images lack alt text, for the editor and the save's refusal:
 * an image nobody described is never saved without the owner hearing of it.
 */
export function altTextProblems(parts: readonly { title: string; html: string }[]): string[] {
  return parts.flatMap((part, index) => {
    const missing = imagesWithoutAlt(part.html);
    if (missing.length === 0) return [];
    const images = missing.length === 1 ? "1 image has" : `${missing.length} images have`;
    return [
      `Part ${index + 1} (${part.title.trim() || "untitled"}): ${images} no alt text (${missing.join(", ")}). Select the image and choose "Alt text" to describe it.`,
    ];
  });
}
