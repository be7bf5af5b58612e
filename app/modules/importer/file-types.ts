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

/** What the document drop zone takes, in words, for its refusals. */
export const DOCUMENT_FORMATS =
  "web pages (.html, .htm), Markdown (.md, .markdown), Word documents (.docx) and zipped exports from Google Docs or Notion (.zip)";
export const IMAGE_FORMATS = "images (.png, .jpg, .jpeg, .gif, .webp, .avif, .svg)";

const KINDS: [RegExp, string, string][] = [
  [/\.html?$/i, "web page", "web pages"],
  [/\.(md|markdown)$/i, "Markdown file", "Markdown files"],
  [/\.docx$/i, "Word document", "Word documents"],
  [/\.zip$/i, "zipped export", "zipped exports"],
];

/** The kinds of document among these files, counted: "2 Word documents and 1 Markdown file". */
export function describeDocuments(names: readonly string[]): string {
  const counted = KINDS.map(([pattern, one, many]) => {
    const count = names.filter((name) => pattern.test(name)).length;
    return count === 0 ? "" : `${count} ${count === 1 ? one : many}`;
  }).filter(Boolean);
  const other = names.filter((name) => !KINDS.some(([pattern]) => pattern.test(name))).length;
  if (other > 0) counted.push(`${other} ${other === 1 ? "document" : "documents"}`);
  return counted.length < 2 ? counted.join("") : `${counted.slice(0, -1).join(", ")} and ${counted.at(-1)}`;
}

/** What a drop zone says of files it did not add: each by name, and what it takes instead. */
export function refusedFilesMessage(names: readonly string[], formats: string): string {
  const listed = names.map((name) => `"${name}"`).join(", ");
  return `Not added: ${listed}. ${names.length === 1 ? "It is" : "They are"} not among the files this takes: ${formats}.`;
}
