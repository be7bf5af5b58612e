import { ImportFileError } from "../errors";
import { docxAdapter } from "./docx";
import type { DocumentFile, FormatAdapter, SourceDocument } from "./document";
import { htmlAdapter } from "./html";
import { markdownAdapter } from "./markdown";

/** One adapter per format; each turns a file into the HTML the one pipeline reads. */
export const FORMAT_ADAPTERS: readonly FormatAdapter[] = [htmlAdapter, markdownAdapter, docxAdapter];

export const ARCHIVE_EXTENSION = ".zip";

/** Every name ending the importer takes, archives included (for the file picker and the messages). */
export const IMPORTABLE_EXTENSIONS = [...FORMAT_ADAPTERS.flatMap((adapter) => adapter.extensions), ARCHIVE_EXTENSION];

export const UNSUPPORTED_FILE_MESSAGE = `Only ${listOf(IMPORTABLE_EXTENSIONS)} files can be imported.`;

export function adapterFor(name: string): FormatAdapter | undefined {
  const lower = name.toLowerCase();
  return FORMAT_ADAPTERS.find((adapter) => adapter.extensions.some((extension) => lower.endsWith(extension)));
}

export function isArchiveName(name: string): boolean {
  return name.toLowerCase().endsWith(ARCHIVE_EXTENSION);
}

/** Reads a queued file with its format's adapter. */
export async function readSourceDocument(file: DocumentFile, maxBytes: number): Promise<SourceDocument> {
  const adapter = adapterFor(file.name);
  if (!adapter) throw new ImportFileError(UNSUPPORTED_FILE_MESSAGE);
  return adapter.read(file, maxBytes);
}

function listOf(items: readonly string[]): string {
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
