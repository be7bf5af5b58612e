import { type ImageOutcomes, type ImportSource, assemblePlaybook } from "../../assemble.server";
import { type ParsedPlaybook, parsePlaybookHtml } from "../../parse";
import type { DocumentFile } from "../document";
import { readSourceDocument } from "../index";

/**
 * What the conversion worker runs: the importer's CPU-heavy steps, each a pure function of its
 * input. `convert` reads a file's bytes with its format's adapter and parses the result into a
 * playbook's shape; `assemble` sanitizes, measures and tags it once its images are placed.
 */
export const conversionTasks = {
  async convert({ file, fileName, maxBytes }: { file: DocumentFile; fileName: string; maxBytes: number }) {
    const source = await readSourceDocument(file, maxBytes);
    const parsed = parsePlaybookHtml(source.html, fileName, source);
    return { parsed, assets: source.assets };
  },
  assemble({ parsed, images, source }: { parsed: ParsedPlaybook; images: ImageOutcomes; source: ImportSource }) {
    return assemblePlaybook(parsed, images, source);
  },
};

export type ConversionTasks = typeof conversionTasks;
