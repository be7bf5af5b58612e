import type { UploadedImage } from "../images.server";

/** What a document says about itself (Markdown front matter), beyond what its text shows. */
export interface DeclaredFields {
  title?: string;
  description?: string;
  /** Category names or ids, AI and BATON alike. */
  categories?: string[];
  /** A series title or slug to add the playbook to. */
  series?: string;
  /** Tags the export carried (Notion's properties): offered to the owner as categories, not applied. */
  tags?: string[];
}

/**
 * The one intermediate every format adapter produces and the HTML pipeline reads: the document
 * as HTML, what it declares, and the images it ships with (an export's images folder).
 */
export interface SourceDocument {
  html: string;
  declared?: DeclaredFields;
  /** Images that came with the document, named by their path relative to it ("images/image1.png"). */
  assets?: UploadedImage[];
  /** The document is all article (Word, Markdown): there is no page around it to cut away. */
  whole?: boolean;
}

/** A file to import as it was queued: a file named on its own, or a document inside an archive. */
export interface DocumentFile {
  name: string;
  bytes: Uint8Array;
  /** Files beside it in its archive, by path relative to it. */
  assets?: UploadedImage[];
}

export interface FormatAdapter {
  /** "a Word document" */
  describe: string;
  extensions: readonly string[];
  read(file: DocumentFile, maxBytes: number): Promise<SourceDocument>;
}
