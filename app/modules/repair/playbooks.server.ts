import type { Kysely } from "kysely";
import type { PlaybookPartInput } from "~/db/playbook-input";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import type { PlaybookSnapshot } from "~/db/queries/playbook-snapshots.server";
import { listPlaybookSummaries, upsertPlaybook } from "~/db/queries/playbooks.server";
import type { Database } from "~/db/schema";

/** Every stored playbook's slug, newest first (the order the spec's migration reads them in). */
export async function allPlaybookSlugs(db: Kysely<Database>): Promise<string[]> {
  return (await listPlaybookSummaries(db)).map((playbook) => playbook.slug);
}

export function loadPlaybook(db: Kysely<Database>, slug: string): Promise<PlaybookSnapshot | undefined> {
  return findPlaybookSnapshotBySlug(db, slug);
}

/**
 * Saves repaired parts through the one transactional save: the previous version is kept as a
 * revision, and a playbook someone edited meanwhile is not overwritten (version check).
 */
export async function saveRepairedParts(
  db: Kysely<Database>,
  snapshot: PlaybookSnapshot,
  parts: PlaybookPartInput[],
  savedBy: string,
): Promise<void> {
  await upsertPlaybook(db, { ...snapshot.input, parts, expectedVersion: snapshot.version }, new Date(), { savedBy });
}
