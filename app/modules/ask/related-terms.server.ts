import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { SECTION_ID_SPAN } from "~/db/queries/search-documents.server";
import type { ContentVersionReader } from "~/context";
import { memoPerContentVersion } from "~/modules/content-memo/content-memo.server";
import { mineRelatedTerms, type RelatedTerms } from "./related-terms";

/**
 * The most sections mined for related terms. Enough text for the words a library uses to
 * show their company (a few hundred thousand words); past it, whole playbooks are sampled
 * evenly, so a library of 10,000 playbooks costs what one of a few hundred does.
 */
const MINED_SECTIONS = 4000;

const minedPerVersion = memoPerContentVersion(readRelatedTerms);
const lastMined = new WeakMap<Kysely<Database>, RelatedTerms>();

/**
 * The library's related terms, mined once per content version (ADR 0029). Mining a large
 * library takes a moment (about 0.7 s of CPU at 10,000 playbooks), so after an edit the
 * questions keep the terms mined before it until the new ones are ready: related words change
 * slowly, and no reader waits for them but the very first.
 */
export async function libraryRelatedTerms(context: {
  db: Kysely<Database>;
  contentVersion: ContentVersionReader;
}): Promise<RelatedTerms> {
  if (context.contentVersion.current() === undefined) return minedPerVersion(context);
  const mining = minedPerVersion(context).then((terms) => {
    lastMined.set(context.db, terms);
    return terms;
  });
  const previous = lastMined.get(context.db);
  if (!previous) return mining;
  mining.catch(() => undefined);
  return previous;
}

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
