const IMAGE_NAME = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

/** The spec's image filter (type image/…); a known image extension also counts, as some systems send no type. */
export function isImageFile(file: { name: string; type: string }): boolean {
  return file.type.startsWith("image/") || IMAGE_NAME.test(file.name);
}

/** Every document the importer reads, archives included (see formats/index.ts for the adapters). */
const DOCUMENT_NAME = /\.(html?|md|markdown|docx|zip)$/i;
const DOCUMENT_TYPES = new Set([
  "text/html",
  "text/markdown",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/zip",
  "application/x-zip-compressed",
]);

/** The drop zone's filter: a document by its type or its name. */
export function isDocumentFile(file: { name: string; type: string }): boolean {
  return DOCUMENT_TYPES.has(file.type) || DOCUMENT_NAME.test(file.name);
}

export function hasDocumentName(name: string): boolean {
  return DOCUMENT_NAME.test(name);
}

/** The file picker's accept list for documents. */
export const DOCUMENT_ACCEPT = ".html,.htm,.md,.markdown,.docx,.zip,text/html,text/markdown";

export function hasImageName(name: string): boolean {
  return IMAGE_NAME.test(name);
}
