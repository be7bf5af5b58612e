import { ImportFileError } from "../errors";
import type { FormatAdapter } from "./document";
import { DOCUMENT_XML_MAX_BYTES } from "../limits";
import { assertWithinLimit, formatFileSize, startsWith } from "../source";
import { coreTitle, withWordCaptions } from "./word-layout";
import { UnpackBudget, openZip, zipLimits } from "./zip";

/** An OLE compound file: what Word saves a password-protected .docx (or an old .doc) as. */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * Word's document title and subtitle styles, which mammoth's default map leaves as paragraphs,
 * and its captions (joined to their picture or table by withWordCaptions).
 */
const STYLE_MAP = [
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Subtitle'] => p:fresh",
  "p[style-name='Caption'] => figcaption:fresh",
];

/**
 * Word documents, converted by mammoth: headings stay headings, images come inline (and go
 * through the image step like any other), captions become figure captions, and the title in
 * the document's properties is its declared title. The archive's directory is checked first
 * (the zip limits, and the document's XML size as declared), then every part is inflated once to prove
 * the declared sizes true, so a .docx that is a zip bomb, or whose text would take minutes and
 * gigabytes to convert, is refused before mammoth reads it.
 */
export const docxAdapter: FormatAdapter = {
  describe: "a Word document",
  extensions: [".docx"],
  read: async (file, maxBytes) => {
    assertWithinLimit(file.bytes, maxBytes);
    if (startsWith(file.bytes, COMPOUND_FILE))
      throw new ImportFileError(
        "The Word document is password-protected (or in the old .doc format). Remove the password, or save it as .docx, and import it again.",
      );
    if (!startsWith(file.bytes, ZIP))
      throw new ImportFileError("The file is not a Word document (.docx): it could not be read.");
    const entries = await checkParts(file.bytes, maxBytes);
    try {
      // Loaded in the conversion worker that needs it, not at every server start (docs/decisions/0030).
      const { default: mammoth } = await import("mammoth");
      const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(file.bytes) }, { styleMap: STYLE_MAP });
      const title = coreTitle(entries);
      return { html: withWordCaptions(value), whole: true, declared: title ? { title } : {} };
    } catch {
      throw new ImportFileError("The Word document is damaged and could not be read.");
    }
  },
};

async function checkParts(bytes: Uint8Array, maxBytes: number): Promise<{ path: string; bytes: Buffer }[]> {
  const zip = await openZip(bytes, zipLimits(new UnpackBudget(maxBytes * 10)));
  try {
    const document = zip.entries.find((entry) => entry.path === "word/document.xml");
    if (!document)
      throw new ImportFileError("The file is a ZIP archive but not a Word document: it has no document inside.");
    if (document.uncompressedSize > DOCUMENT_XML_MAX_BYTES)
      throw new ImportFileError(
        `The Word document's text is ${formatFileSize(document.uncompressedSize)} of XML, over the ${formatFileSize(DOCUMENT_XML_MAX_BYTES)} limit for one document. Split it into smaller documents and import them together.`,
      );
    for (const entry of zip.entries) await zip.verify(entry);
    const core = zip.entries.find((entry) => entry.path === "docProps/core.xml");
    return core ? [{ path: core.path, bytes: await zip.read(core) }] : [];
  } finally {
    zip.close();
  }
}
