import type { Kysely } from "kysely";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import { findSavedState } from "~/db/queries/saved-state.server";
import type { Database } from "~/db/schema";
import { draftFromSnapshot } from "~/modules/admin/playbook-edit.server";
import type { SaveConflict, SavedElsewhere } from "./editor-results";

/** The playbook's stored version and who saved it, as `admin` should hear of it; undefined when it is gone. */
export async function savedElsewhere(
  db: Kysely<Database>,
  slug: string,
  admin: { email: string },
): Promise<SavedElsewhere | undefined> {
  const state = await findSavedState(db, slug);
  if (!state) return undefined;
  return {
    version: state.version,
    savedAt: state.savedAt,
    savedBy: state.savedBy,
    byYou: state.savedBy === admin.email,
  };
}

/** The stored version in full, as the editor would open it, to compare with the owner's text. */
export async function savedVersionToCompare(
  db: Kysely<Database>,
  slug: string,
  admin: { email: string },
): Promise<SaveConflict | undefined> {
  const [saved, snapshot] = await Promise.all([savedElsewhere(db, slug, admin), findPlaybookSnapshotBySlug(db, slug)]);
  return saved && snapshot && { ...saved, version: snapshot.version, theirs: draftFromSnapshot(snapshot) };
}
