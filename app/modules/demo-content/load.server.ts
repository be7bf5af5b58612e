import fs from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { PlaybookInput } from "~/db/playbook-input";
import { readPlaybookContent, upsertPlaybook } from "~/db/queries/playbooks.server";
import { upsertSeries } from "~/db/queries/series.server";
import type { Database } from "~/db/schema";
import type { MediaStorage } from "~/modules/storage/storage.server";
import { playbookFrontMatterSchema, seriesFileSchema } from "./front-matter";
import { storeMarkdownImages } from "./images.server";
import { parseMarkdownFile, readMarkdownFiles, type MarkdownFile } from "./markdown-files.server";
import { renderPart, splitIntoParts } from "./markdown.server";

export const DEMO_PARTS_PER_PLAYBOOK = 5;

export interface DemoContentResult {
  created: number;
  updated: number;
  unchanged: number;
  /** Series created or refreshed from series.json. */
  series: number;
  /** Series left as the owner made them in the admin (edited or in the trash). */
  seriesKept: number;
}

interface LoadOptions {
  db: Kysely<Database>;
  storage: MediaStorage;
  contentDir: string;
}

/**
 * Loads content/playbooks/*.md and content/series.json. Idempotent: playbooks are keyed by
 * slug, and a file whose text is unchanged since it was last loaded is left alone. A series the
 * owner edited or deleted in the admin is never overwritten.
 */
export async function loadDemoContent({ db, storage, contentDir }: LoadOptions): Promise<DemoContentResult> {
  const result: DemoContentResult = { created: 0, updated: 0, unchanged: 0, series: 0, seriesKept: 0 };
  const playbookDir = path.join(contentDir, "playbooks");
  // One moment for the whole load: guides without a `published` date are dated by it, so the
  // catalog lists those loaded together A to Z.
  const loadedAt = new Date();

  for (const markdown of await readMarkdownFiles(playbookDir)) {
    const stored = await readPlaybookContent(db, markdown.slug);
    if (stored?.sourceHash === markdown.sourceHash) {
      result.unchanged += 1;
      continue;
    }
    const input = await parseDemoPlaybook(markdown, { storage, contentDir });
    const { created } = await upsertPlaybook(db, input, loadedAt);
    result[created ? "created" : "updated"] += 1;
  }

  const seriesList = seriesFileSchema.parse(
    JSON.parse(await fs.readFile(path.join(contentDir, "series.json"), "utf8")),
  );
  for (const series of seriesList) {
    const outcome = await upsertSeries(db, {
      slug: series.slug,
      title: series.title,
      description: series.description,
      icon: series.icon,
      playbookSlugs: series.playbooks,
    });
    if (outcome === "kept") result.seriesKept += 1;
    else if (outcome !== "unchanged") result.series += 1;
  }
  return result;
}

async function parseDemoPlaybook(
  markdown: MarkdownFile,
  context: { storage: MediaStorage; contentDir: string },
): Promise<PlaybookInput> {
  const { file, sourceHash } = markdown;
  const { meta, content } = parseMarkdownFile(markdown, playbookFrontMatterSchema);
  const images = await storeMarkdownImages(content, `playbooks/${meta.slug}`, {
    storage: context.storage,
    baseDir: context.contentDir,
  });
  const markdownParts = splitIntoParts(content);
  if (markdownParts.length !== DEMO_PARTS_PER_PLAYBOOK) {
    throw new Error(
      `${file}: expected ${DEMO_PARTS_PER_PLAYBOOK} parts (level-1 headings), found ${markdownParts.length}`,
    );
  }
  const parts = markdownParts.map((part, index) => renderPart(part, index + 1, (href) => images.get(href)));
  const slugs = new Set(parts.map((part) => part.slug));
  if (slugs.size !== parts.length) throw new Error(`${file}: two parts have the same title`);

  return {
    slug: meta.slug,
    title: meta.title,
    description: meta.description,
    content: {
      sourceHash,
      seoData: { metaDescription: meta.description, keywords: meta.keywords },
    },
    aiCategories: [meta.aiCategory],
    batonCategories: [meta.batonCategory],
    businessAreas: meta.businessAreas,
    tools: meta.tools,
    keywords: meta.keywords,
    parts,
    createdAt: meta.published?.toISOString(),
  };
}
