import { zipSync } from "fflate";
import { buildMarkdown } from "./import-documents";

/** The language tags a front matter parser may hand to an interpreter. */
export const SCRIPT_TAGS = ["js", "javascript"] as const;

/**
 * A Markdown guide whose front matter is JavaScript: a parser that evaluates `---js` (gray-matter's
 * default engines) writes the server's process id to `markerFile` while reading it. A parser that
 * reads front matter as data refuses the file and writes nothing.
 */
export function frontMatterProbe(markerFile: string, tag: (typeof SCRIPT_TAGS)[number] = "js"): Buffer {
  const script =
    `{ title: (require("node:fs").writeFileSync(${JSON.stringify(markerFile)}, String(process.pid)), ` +
    `"Probe guide") }`;
  const body = buildMarkdown()
    .toString("utf8")
    .replace(/^---\n[\s\S]*?\n---\n/, "");
  return Buffer.from(`---${tag}\n${script}\n---\n${body}`);
}

/** The same probe inside a zip, as a Notion export or any bundle would carry it. */
export function zippedFrontMatterProbe(markerFile: string): Uint8Array {
  return zipSync({ "notes/probe.md": frontMatterProbe(markerFile, "javascript") });
}
