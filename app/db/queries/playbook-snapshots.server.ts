import type { Kysely } from "kysely";
import type { PartHeading, PlaybookInput } from "../playbook-input";
import { readJson } from "../json";
import type { Database, PlaybookStatus, PlaybookTagKind } from "../schema";

/** A playbook exactly as stored at one moment: enough to put it back as it was. */
export interface PlaybookSnapshot {
  id: string;
  version: number;
  /** Absent from snapshots taken before drafts existed, when every playbook was published. */
  status?: PlaybookStatus;
  createdAt: string;
  updatedAt: string;
  /** The date it is shown as published (migration 0055); absent from snapshots taken before it existed. */
  publishedAt?: string | null;
  input: Omit<PlaybookInput, "expectedVersion">;
  /** Its places in series, restored with it after a delete. */
  seriesLinks: { seriesId: string; sequence: number }[];
  /** Its publication schedule, restored with it after a delete (absent from snapshots taken before it was kept). */
  schedule?: PublicationSchedule;
}

/** When a playbook is to go public, and to be taken down again (null when not scheduled). */
export interface PublicationSchedule {
  publishAt: string | null;
  unpublishAt: string | null;
}

/** The primary category (the row's column) first, then the others in a stable order. */
function orderedTags(tags: { kind: PlaybookTagKind; value: string }[], kind: PlaybookTagKind, primary?: string | null) {
  const values = tags
    .filter((tag) => tag.kind === kind)
    .map((tag) => tag.value)
    .sort();
  return primary && values.includes(primary) ? [primary, ...values.filter((value) => value !== primary)] : values;
}

export async function readPlaybookSnapshot(db: Kysely<Database>, id: string): Promise<PlaybookSnapshot | undefined> {
  const row = await db.selectFrom("playbooks").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const [parts, tags, seriesLinks] = await Promise.all([
    db.selectFrom("playbook_parts").selectAll().where("playbook_id", "=", id).orderBy("position").execute(),
    db.selectFrom("playbook_tags").select(["kind", "value"]).where("playbook_id", "=", id).execute(),
    db.selectFrom("series_playbooks").select(["series_id", "sequence"]).where("playbook_id", "=", id).execute(),
  ]);
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    input: {
      slug: row.slug,
      title: row.title,
      description: row.description,
      content: readJson<Record<string, unknown>>(row.content, {}),
      aiCategories: orderedTags(tags, "ai-category", row.category),
      batonCategories: orderedTags(tags, "baton-category", row.baton_category),
      businessAreas: orderedTags(tags, "business-area"),
      tools: orderedTags(tags, "tool"),
      keywords: readJson<string[]>(row.keywords, []),
      parts: parts.map((part) => ({
        title: part.title,
        slug: part.slug,
        html: part.html,
        wordCount: part.word_count,
        headings: readJson<PartHeading[]>(part.headings, []),
        keywords: readJson<string[]>(part.keywords, []),
      })),
    },
    seriesLinks: seriesLinks.map((link) => ({ seriesId: link.series_id, sequence: link.sequence })),
    schedule: { publishAt: row.publish_at, unpublishAt: row.unpublish_at },
  };
}

/** Reads a snapshot back from its JSON column. */
export function parseSnapshot(value: unknown): PlaybookSnapshot {
  const snapshot = readJson<PlaybookSnapshot | undefined>(value, undefined);
  if (!snapshot?.input) throw new Error("A stored playbook snapshot is unreadable");
  return snapshot;
}
