import zlib from "node:zlib";
import { Zip, type ZipInputFile, zipSync } from "fflate";
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

const WORDS =
  "client offer prompt workflow invoice retainer margin pipeline agent review draft launch audience pricing hours report template script market niche proposal onboarding feedback".split(
    " ",
  );

const PHRASES = WORDS.flatMap((first, index) => [
  `${first} and ${WORDS[(index + 5) % WORDS.length]}`,
  `the ${first} ${WORDS[(index + 11) % WORDS.length]} ${WORDS[(index + 3) % WORDS.length]}`,
]);

/** A paragraph of varied phrases, so the document compresses about as well as real prose (about 9:1). */
function paragraph(random: () => number): string {
  const pick = () => WORDS[Math.floor(random() * WORDS.length)]!;
  const phrases = Array.from({ length: 10 }, (_, index) =>
    index % 5 === 0
      ? `${pick()} ${pick()} ${Math.floor(random() * 100)}`
      : PHRASES[Math.floor(random() * PHRASES.length)]!,
  );
  return `<w:p><w:r><w:t xml:space="preserve">${phrases.join(" ")}.</w:t></w:r></w:p>`;
}

/**
 * A Word document whose word/document.xml unpacks to about `xmlBytes`: a file well within the
 * upload limits (about a tenth of that on disk, so no entry looks like a zip bomb) that costs a
 * converter a great deal of time and memory. Deterministic for a given size.
 */
export function buildHeavyDocx(xmlBytes: number): Uint8Array {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const chunks: string[] = [];
  let size = 0;
  while (size < xmlBytes) {
    const next = paragraph(random);
    chunks.push(next);
    size += next.length;
  }
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
    '<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:t>A very long document</w:t></w:r></w:p>' +
    chunks.join("") +
    "</w:body></w:document>";
  return zipDeflatedByNode(
    {
      "[Content_Types].xml": Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      "_rels/.rels": Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      "word/document.xml": Buffer.from(document),
    },
    6,
  );
}

/**
 * The zip bomb that slipped through: `entries` files of exactly 1 MB of one byte each (1 KB
 * compressed, so about 109 KB for the archive). Every entry was at the ratio check's size
 * threshold and so never checked, and the archive stayed within its own 100 MB.
 */
export function buildMegabyteBomb(entries = 98): Uint8Array {
  const megabyte = new Uint8Array(1024 * 1024).fill(0x20);
  return zipDeflatedByNode(
    Object.fromEntries(Array.from({ length: entries }, (_, index) => [`page-${index}.html`, megabyte])),
    9,
  );
}

/**
 * A zip of `files`, each deflated at `level` by Node's zlib and put in the archive by fflate's
 * Zip (which takes a file's compressed bytes as they are): native deflate costs a fraction of
 * fflate's own at the same level (a second, not several, for the tens of megabytes of XML and the
 * 98 MB bomb these tests build). The entries carry their sizes in data descriptors after them,
 * as a streamed zip does (Word, Google Docs and Java's zip writers among others).
 */
function zipDeflatedByNode(files: Record<string, Uint8Array>, level: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [filename, bytes] of Object.entries(files)) {
    const file: ZipInputFile = { filename, size: bytes.length, crc: zlib.crc32(bytes), compression: 8 };
    zip.add(file);
    file.ondata!(null, zlib.deflateRawSync(bytes, { level }), true);
  }
  zip.end();
  return Buffer.concat(chunks);
}
