import type { AppContext } from "~/context";
import { findNewestPlaybooks, findRelatedCandidates } from "~/db/queries/related-playbooks.server";
import { findListItem, type PlaybookListItem } from "~/db/queries/playbook-list.server";
import type { SeriesPosition } from "~/db/queries/series.server";
import { keywordWords, rankRelated, RELATED_COUNT, TAG_WEIGHTS } from "./related-reading";

/** How many tag-sharing playbooks are weighed by their keywords before three are chosen. */
const CANDIDATE_POOL = 60;

/** What the end of a playbook offers to read next. */
export interface RelatedReading {
  /** The playbook after this one in its series, when there is one. */
  nextInSeries?: { series: SeriesPosition["series"]; playbook: PlaybookListItem };
  /** Up to three others, by shared categories, business areas and keywords. */
  related: PlaybookListItem[];
}

/**
 * The next playbook of the series and three related ones for the playbook `current`. A failed
 * read leaves the section out (logged): the end of a guide is no reason to fail its page.
 */
export async function loadRelatedReading(
  context: Pick<AppContext, "db" | "logger">,
  current: { id: string; keywords: readonly string[] },
  series?: SeriesPosition,
): Promise<RelatedReading> {
  try {
    const candidates = await findRelatedCandidates(context.db, current.id, TAG_WEIGHTS, CANDIDATE_POOL);
    const nextSlug = series?.next?.slug;
    const next = nextSlug ? await nextPlaybook(context, candidates, nextSlug) : undefined;
    const excluded = new Set([current.id, ...(next ? [next.id] : [])]);
    const related: PlaybookListItem[] = rankRelated(keywordWords(current.keywords), candidates, excluded);
    if (related.length < RELATED_COUNT) {
      const taken = [...excluded, ...related.map((playbook) => playbook.id)];
      related.push(...(await findNewestPlaybooks(context.db, taken, RELATED_COUNT - related.length)));
    }
    return { nextInSeries: next && series && { series: series.series, playbook: next }, related };
  } catch (error) {
    context.logger.error({ err: error, playbookId: current.id }, "related reading failed");
    return { related: [] };
  }
}

async function nextPlaybook(
  context: Pick<AppContext, "db">,
  candidates: readonly PlaybookListItem[],
  slug: string,
): Promise<PlaybookListItem | undefined> {
  return candidates.find((candidate) => candidate.slug === slug) ?? (await findListItem(context.db, slug));
}
