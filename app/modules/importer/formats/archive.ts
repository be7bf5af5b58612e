import path from "node:path";
import { ImportFileError } from "../errors";
import { hasImageName } from "../file-types";
import type { DocumentFile } from "./document";
import { type ZipEntry, type ZipLimits, readZip } from "./zip";

/** Documents an archive can hold; anything else in it (stylesheets, fonts) is left out. */
export const ARCHIVED_DOCUMENT = /\.(html?|md|markdown|docx)$/i;
const NESTED_ARCHIVE = /\.zip$/i;
/** Files a Mac or an editor adds to archives that are nobody's content. */
const SYSTEM_FILE = /(^|\/)(__MACOSX\/|\.[^/]*$)/;

/** What an archive is opened for: documents, their images, and zips inside it (never system files). */
const unpacked = (entryPath: string) =>
  !SYSTEM_FILE.test(entryPath) &&
  (ARCHIVED_DOCUMENT.test(entryPath) || hasImageName(entryPath) || NESTED_ARCHIVE.test(entryPath));

/**
 * A .zip holding documents and their images: a Google Docs "Web page (.html, zipped)" export
 * (the page and an images/ folder), a Notion export (pages beside folders of their assets, at
 * times in a zip of its own), or any bundle of .html, .md and .docx files. Each document
 * becomes a file of the batch, named "archive.zip › path/page.html", with the archive's images
 * named by their path relative to it. Only what is used is inflated, within the batch's budget.
 */
export async function expandArchive(name: string, bytes: Uint8Array, limits: ZipLimits): Promise<DocumentFile[]> {
  const entries = await unpack(bytes, limits);
  const images = entries.filter((entry) => hasImageName(entry.path));
  const documents = entries.filter((entry) => ARCHIVED_DOCUMENT.test(entry.path));
  if (documents.length === 0)
    throw new ImportFileError("The archive holds no document to import (.html, .htm, .md, .markdown or .docx).");
  return documents.map((document) => {
    const folder = path.posix.dirname(document.path);
    return {
      name: `${name} › ${document.path}`,
      bytes: document.bytes,
      assets: images.map((image) => ({ name: path.posix.relative(folder, image.path), body: image.bytes })),
    };
  });
}

/** The archive's files, a zip inside it (a Notion export's parts) unpacked in its place, within the same limits. */
async function unpack(bytes: Uint8Array, limits: ZipLimits): Promise<ZipEntry[]> {
  const files: ZipEntry[] = [];
  for (const entry of await readZip(bytes, limits, unpacked)) {
    if (!NESTED_ARCHIVE.test(entry.path)) {
      files.push(entry);
      continue;
    }
    const folder = path.posix.dirname(entry.path);
    const inner = await readZip(entry.bytes, limits, (file) => unpacked(file) && !NESTED_ARCHIVE.test(file));
    // The nested archive's own bytes are let go once it is open; only its contents stay.
    limits.budget.release(entry.bytes.byteLength);
    for (const file of inner) files.push({ path: path.posix.join(folder, file.path), bytes: file.bytes });
  }
  return files;
}
