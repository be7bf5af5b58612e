import fs from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { readFrontMatter } from "~/modules/text/front-matter";
import { sha256 } from "./images.server";

/** One Markdown source file of the content folder. */
export interface MarkdownFile {
  file: string;
  /** The file's name without `.md`: the slug its front matter must give. */
  slug: string;
  source: string;
  /** Recorded with what was loaded from the file, so an unchanged file can be skipped. */
  sourceHash: string;
}

/** Every Markdown file in the folder, A to Z. */
export async function readMarkdownFiles(dir: string): Promise<MarkdownFile[]> {
  const files = (await fs.readdir(dir)).filter((name) => name.endsWith(".md")).sort();
  return Promise.all(
    files.map(async (file) => {
      const source = await fs.readFile(path.join(dir, file), "utf8");
      return { file, slug: path.basename(file, ".md"), source, sourceHash: sha256(source).slice(0, 16) };
    }),
  );
}

/** A file's front matter, checked by the schema and naming the file's own slug, and its body. */
export function parseMarkdownFile<Meta extends { slug: string }>(
  { file, slug, source }: MarkdownFile,
  schema: z.ZodType<Meta>,
): { meta: Meta; content: string } {
  let frontMatter;
  try {
    frontMatter = readFrontMatter(source);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const { data, content } = frontMatter;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`${file}: invalid front matter: ${parsed.error.message}`);
  if (parsed.data.slug !== slug) throw new Error(`${file}: slug "${parsed.data.slug}" must match the file name`);
  return { meta: parsed.data, content };
}
