import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { SECTION_ID_SPAN } from "~/db/queries/search-documents.server";
import type { ContentVersionReader } from "~/context";
import { keptCopy } from "./kept-copy";
import { mineRelatedTerms, type RelatedTerms } from "./related-terms";

/**
 * The most sections mined for related terms. Enough text for the words a library uses to
 * show their company (a few hundred thousand words); past it, whole playbooks are sampled
 * evenly, so a library of 10,000 playbooks costs what one of a few hundred does.
 */
const MINED_SECTIONS = 4000;

interface Context {
  db: Kysely<Database>;
  contentVersion: ContentVersionReader;
}

/**
 * The library's related terms, mined once per content version (ADR 0029). Mining a large
 * library takes a moment (about 0.7 s of CPU at 10,000 playbooks), so only the very first
 * question waits for it: after an edit the terms are mined again in the background, one mining
 * at a time, and questions keep the ones mined before until the new ones are ready. Related
 * words change slowly. Without a content version (tests, a database that cannot say) they are
 * mined once: mining at every question would cost more than the question.
 */
export const libraryRelatedTerms = keptCopy<RelatedTerms, Context>({
  version: ({ contentVersion }) => contentVersion.current(),
  read: ({ db }) => readRelatedTerms(db),
});

async function readRelatedTerms(db: Kysely<Database>): Promise<RelatedTerms> {
  const { rows: counted } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM playbook_sections`.execute(db);
  const stride = Math.max(1, Math.ceil(Number(counted[0]?.n ?? 0) / MINED_SECTIONS));
  const rows = await db
    .selectFrom("playbook_sections")
    .select(["heading", "part_title", "body"])
    .$if(stride > 1, (query) => query.where(sql<boolean>`(section_id / ${SECTION_ID_SPAN}) % ${stride} = 0`))
    .execute();
  return mineRelatedTerms(rows.map((row) => `${row.part_title}\n${row.heading}\n${row.body}`));
}
