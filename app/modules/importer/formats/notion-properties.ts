import { TAG_PROPERTY } from "../export-blocks";

/** Properties Notion writes under a page's title in a Markdown export. */
const KNOWN_PROPERTIES =
  /^(created|created time|created by|last edited|last edited time|last edited by|tags|status|date|type|category|categories|author|owner|assignee|url)$/i;
const PROPERTY_LINE = /^([^\s:#>*|`-][^:]{0,40}):\s+(\S.*)$/;
/** Notion names exported files "Title" plus the page's 32-character id. */
const NOTION_FILE_NAME = /[0-9a-f]{32}/i;

/**
 * Notion's Markdown export writes the page's properties ("Created: March 3, 2024", "Tags: AI,
 * Marketing") as lines under the title, which would become the description and the first
 * paragraph. They are taken out; the tags are returned to be offered as categories. Only lines
 * that read as Notion's properties count: in a file Notion named, or two or more "Name: value"
 * lines of which one is a property Notion has.
 */
export function takeNotionPropertyLines(markdown: string, fileName: string): { markdown: string; tags: string[] } {
  const lines = markdown.split("\n");
  const title = lines.findIndex((line) => line.trim() !== "");
  if (title < 0 || !/^#\s/.test(lines[title]!)) return { markdown, tags: [] };
  let start = title + 1;
  while (start < lines.length && lines[start]!.trim() === "") start += 1;
  let end = start;
  while (end < lines.length && PROPERTY_LINE.test(lines[end]!.trim())) end += 1;
  const properties = lines.slice(start, end).map((line) => PROPERTY_LINE.exec(line.trim())!);
  const closed = end === lines.length || lines[end]!.trim() === "";
  const notion =
    NOTION_FILE_NAME.test(fileName) ||
    (properties.length >= 2 && properties.some(([, name]) => KNOWN_PROPERTIES.test(name!.trim())));
  if (properties.length === 0 || !closed || !notion) return { markdown, tags: [] };
  const tags = properties
    .filter(([, name]) => TAG_PROPERTY.test(name!.trim()))
    .flatMap(([, , value]) => value!.split(","))
    .map((tag) => tag.trim())
    .filter(Boolean);
  return { markdown: [...lines.slice(0, start), ...lines.slice(end)].join("\n"), tags: [...new Set(tags)] };
}
