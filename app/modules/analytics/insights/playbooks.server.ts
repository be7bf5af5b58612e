import type { Kysely } from "kysely";
import { playbookOutlines } from "~/db/queries/insights.server";
import type { Database } from "~/db/schema";
import { DEPTH_MARKS } from "../events";
import type { BreakdownReader } from "./breakdown-reader.server";
import { share, type Share } from "./share";

const TOP_PLAYBOOKS = 10;

export interface PlaybookInsight {
  slug: string;
  title: string;
  pageViews: number;
  /** Daily visitors, summed. */
  visitors: number;
  /** Of the visitors who read any of its parts, those who finished the last one. */
  readToEnd: Share;
  /** Per part: readers who reached each depth mark (25, 50, 75, 100 %). */
  parts: { position: number; reached: Record<(typeof DEPTH_MARKS)[number], number> }[];
}

/** The most visited playbooks, with the reading of their parts (read for them only: it is the biggest breakdown). */
export async function topPlaybooks(db: Kysely<Database>, read: BreakdownReader): Promise<PlaybookInsight[]> {
  const views = await read("playbooks");
  const top = views.sort((a, b) => b.visitors - a.visitors || b.events - a.events).slice(0, TOP_PLAYBOOKS);
  const slugs = top.map((row) => row.key1);
  const [outlines, readingRows, readerRows] = await Promise.all([
    playbookOutlines(db, slugs),
    read("reading", { firstKeys: slugs }),
    read("readers", { firstKeys: slugs }),
  ]);
  const reading = new Map(readingRows.map((entry) => [`${entry.key1}#${entry.key2}#${entry.key3}`, entry.visitors]));
  return top.map((row) => {
    const reached = (position: number, mark: number) => reading.get(`${row.key1}#${position}#${mark}`) ?? 0;
    const outline = outlines.get(row.key1);
    const readers = readerRows.find((entry) => entry.key1 === row.key1)?.visitors ?? 0;
    return {
      slug: row.key1,
      title: outline?.title ?? row.key1,
      pageViews: row.events,
      visitors: row.visitors,
      readToEnd: share(outline?.parts ? reached(outline.parts, 100) : 0, readers),
      parts: Array.from({ length: outline?.parts ?? 0 }, (_, index) => ({
        position: index + 1,
        reached: Object.fromEntries(DEPTH_MARKS.map((mark) => [mark, reached(index + 1, mark)])) as Record<
          (typeof DEPTH_MARKS)[number],
          number
        >,
      })),
    };
  });
}
