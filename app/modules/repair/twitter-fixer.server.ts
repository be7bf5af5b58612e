import type { Kysely } from "kysely";
import { createRepairRun, finishRepairRun } from "~/db/queries/repair-runs.server";
import type { Database, RepairMode } from "~/db/schema";
import { allPlaybookSlugs, loadPlaybook, saveRepairedParts } from "./playbooks.server";
import { embedTweetLinks } from "./tweet-links";

export interface TweetFixEntry {
  slug: string;
  title: string;
  links: string[];
  saved: boolean;
}

export interface TweetFixReport {
  mode: RepairMode;
  scanned: number;
  converted: number;
  /** Only the playbooks with links to convert. */
  playbooks: TweetFixEntry[];
}

export class TestPlaybookNotFoundError extends Error {
  constructor() {
    super("Test playbook not found.");
    this.name = "TestPlaybookNotFoundError";
  }
}

/**
 * The Twitter Embed Fixer: "test" converts one playbook, "debug" reports what a full run would
 * convert without saving, "full" converts every playbook. Each run is recorded with its report.
 */
export async function runTweetFixer(
  db: Kysely<Database>,
  mode: RepairMode,
  options: { slug?: string; savedBy: string },
): Promise<TweetFixReport> {
  const slugs = mode === "test" ? [options.slug ?? ""] : await allPlaybookSlugs(db);
  const runId = await createRepairRun(db, "twitter-embeds", mode, slugs.length);
  try {
    const report: TweetFixReport = { mode, scanned: 0, converted: 0, playbooks: [] };
    for (const slug of slugs) {
      const snapshot = await loadPlaybook(db, slug);
      if (!snapshot) {
        if (mode === "test") throw new TestPlaybookNotFoundError();
        continue;
      }
      report.scanned += 1;
      const fixes = snapshot.input.parts.map((part) => embedTweetLinks(part.html ?? ""));
      const links = fixes.flatMap((fix) => fix.converted);
      if (links.length === 0) continue;
      const save = mode !== "debug";
      if (save) {
        const parts = snapshot.input.parts.map((part, index) => ({
          ...part,
          html: part.html === null ? null : fixes[index]!.html,
        }));
        await saveRepairedParts(db, snapshot, parts, options.savedBy);
      }
      report.converted += links.length;
      report.playbooks.push({ slug, title: snapshot.input.title, links, saved: save });
    }
    await finishRepairRun(db, runId, { report });
    return report;
  } catch (error) {
    await finishRepairRun(db, runId, { error: (error as Error).message });
    throw error;
  }
}
