import fs from "node:fs/promises";
import path from "node:path";
import { hasDocumentName, hasImageName } from "~/modules/importer/file-types";
import type { IncomingFile } from "~/modules/importer/queue.server";

export interface CollectedFiles {
  html: IncomingFile[];
  images: IncomingFile[];
}

/**
 * The files named on the command line: folders are searched recursively for documents (HTML,
 * Markdown, Word, zipped exports) and images (other files in them are ignored); a file named
 * directly is imported whatever it is, so the summary says why it was refused rather than
 * skipping it silently.
 */
export async function collectImportFiles(paths: readonly string[]): Promise<CollectedFiles> {
  const collected: CollectedFiles = { html: [], images: [] };
  for (const given of paths) {
    const stat = await fs.stat(given).catch(() => undefined);
    if (!stat) throw new Error(`No such file or folder: ${given}`);
    const files = stat.isDirectory() ? await filesUnder(given) : [given];
    for (const file of files) {
      const kind = hasImageName(file) ? "images" : hasDocumentName(file) || !stat.isDirectory() ? "html" : undefined;
      if (kind) collected[kind].push({ name: path.basename(file), bytes: await fs.readFile(file) });
    }
  }
  return collected;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
