import { parseDocument } from "yaml";

/** A front matter that is not YAML data, worded for the person who wrote the file. */
export class FrontMatterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FrontMatterError";
  }
}

export interface FrontMatter {
  /** The fields the front matter declares (empty when the file has none). */
  data: Record<string, unknown>;
  /** The text after the front matter. */
  content: string;
}

/** The opening line: three dashes, then anything up to the end of the line (a language tag, if any). */
const OPENING = /^---([^\n]*)\r?\n/;
const CLOSING = /^---[ \t]*\r?$/m;
/** Aliases may point at one node this many times; more is a "billion laughs", not front matter. */
const MAX_ALIAS_COUNT = 50;

/**
 * Splits a Markdown text into its YAML front matter and its body. The front matter is read as
 * data and nothing else: YAML's core schema (strings, numbers, booleans, null, lists, maps), no
 * custom, language-specific or YAML 1.1 type tags, no merge keys, a cap on aliases. A language tag after the
 * opening `---` (`---js`, `---coffee`, even `---yaml`) is refused, because the libraries that
 * honour such tags hand the block to an interpreter. A first line of four or more dashes is a
 * thematic break, not front matter.
 */
export function readFrontMatter(text: string): FrontMatter {
  const opening = OPENING.exec(text);
  if (!opening || opening[1]!.startsWith("-")) return { data: {}, content: text };
  const tag = opening[1]!.trim();
  if (tag !== "")
    throw new FrontMatterError(
      `The front matter opens with "---${tag.slice(0, 20)}": only YAML between two --- lines is read, so this is not valid front matter.`,
    );
  const rest = text.slice(opening[0].length);
  const closing = CLOSING.exec(rest);
  if (!closing)
    throw new FrontMatterError(
      "The front matter opens with --- but has no closing --- line, so it is not valid front matter.",
    );
  const content = rest.slice(closing.index + closing[0].length).replace(/^\r?\n/, "");
  return { data: parseYamlFields(rest.slice(0, closing.index)), content };
}

function parseYamlFields(source: string): Record<string, unknown> {
  const document = parseDocument(source, {
    schema: "core",
    // Otherwise !!binary, !!timestamp, !!set, !!omap and !!pairs build Buffers, Dates, Sets and Maps.
    resolveKnownTags: false,
    merge: false,
    uniqueKeys: true,
    strict: true,
    prettyErrors: false,
  });
  const problem = document.errors[0] ?? document.warnings[0];
  if (problem)
    throw new FrontMatterError(
      `The front matter (between the --- lines) is not valid YAML: ${reason(problem.message)}.`,
    );
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    throw new FrontMatterError(
      `The front matter (between the --- lines) is not valid YAML: ${reason((error as Error).message)}.`,
    );
  }
  if (data === null || data === undefined) return {};
  if (typeof data !== "object" || Array.isArray(data))
    throw new FrontMatterError(
      "The front matter (between the --- lines) must be a list of fields such as title: My guide.",
    );
  return data as Record<string, unknown>;
}

/** The parser's first line, lower-cased at the start to follow "not valid YAML:". */
function reason(message: string): string {
  const first = message.split("\n")[0]!.trim().replace(/\.$/, "");
  return first.charAt(0).toLowerCase() + first.slice(1);
}
