import { Marked } from "marked";
import { type FrontMatter, FrontMatterError, readFrontMatter } from "~/modules/text/front-matter";
import { ImportFileError } from "../errors";
import { decodeTextSource } from "../source";
import type { DeclaredFields, FormatAdapter } from "./document";
import { takeNotionPropertyLines } from "./notion-properties";

/**
 * Markdown, with optional YAML front matter: title, description, categories, series. A Notion
 * export's property lines under the title are taken out, its tags kept as suggestions.
 */
export const markdownAdapter: FormatAdapter = {
  describe: "a Markdown file",
  extensions: [".md", ".markdown"],
  read: async (file, maxBytes) => {
    const text = decodeTextSource(file.bytes, maxBytes, "Markdown");
    let parsed: FrontMatter;
    try {
      parsed = readFrontMatter(text);
    } catch (error) {
      throw error instanceof FrontMatterError ? new ImportFileError(error.message) : error;
    }
    const { markdown, tags } = takeNotionPropertyLines(parsed.content, file.name);
    const html = new Marked({ gfm: true }).parse(markdown, { async: false });
    const declared = declaredFields(parsed.data);
    if (tags.length > 0) declared.tags = tags;
    return { html, declared, assets: file.assets, whole: true };
  },
};

/**
 * The front matter fields the importer uses. Categories may be a list or a comma-separated
 * line; the demo library's `aiCategory` and `batonCategory` count as categories too.
 */
export function declaredFields(data: Record<string, unknown>): DeclaredFields {
  const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "");
  const list = (value: unknown) =>
    (Array.isArray(value) ? value.map(text) : text(value).split(",")).map((item) => item.trim()).filter(Boolean);
  const categories = [...list(data.categories), ...list(data.aiCategory), ...list(data.batonCategory)];
  const declared: DeclaredFields = {};
  if (text(data.title)) declared.title = text(data.title);
  if (text(data.description)) declared.description = text(data.description);
  if (categories.length > 0) declared.categories = categories;
  if (text(data.series)) declared.series = text(data.series);
  return declared;
}
