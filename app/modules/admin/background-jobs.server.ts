import type { Kysely } from "kysely";
import type { AdminJob } from "~/db/queries/job-admin.server";
import type { Database } from "~/db/schema";

/** What each kind of background job does, in the owner's words; a kind not listed shows its own name. */
const KIND_LABELS: Record<string, string> = {
  "beehiiv-subscription": "Subscribe a lead at beehiiv",
  "confirmation-email": "E-mail a lead its confirmation link",
  "pack-email": "E-mail a lead its resources pack link",
  "beehiiv-pack-automation": "Send a lead's pack link through beehiiv",
  "scheduled-publication": "Scheduled publish or unpublish",
  "import-images": "Fetch an imported playbook's web images",
  "rate-limit-pruning": "Forget old rate-limit counters",
  "analytics-maintenance": "Roll up and prune analytics",
  "search-index-upkeep": "Merge the search index",
  "finished-jobs-pruning": "Forget finished background jobs",
};

export function jobKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids as the tables store them (uuid columns on PostgreSQL refuse anything else). */
const ids = (keys: readonly string[]) => keys.filter((key) => UUID.test(key));

const LEAD_KINDS = new Set(["beehiiv-subscription", "confirmation-email", "pack-email", "beehiiv-pack-automation"]);

/**
 * What each job is about, by name: the lead's address, the playbook's title, the imported
 * file's name. The key alone (an id) means nothing to the owner. A subject that no longer
 * exists (a deleted lead) says so.
 */
export async function jobSubjects(db: Kysely<Database>, jobs: readonly AdminJob[]): Promise<Map<string, string>> {
  const keysOf = (kinds: (kind: string) => boolean) =>
    jobs.filter((job) => kinds(job.kind) && job.key).map((job) => job.key!);
  const leadIds = ids(keysOf((kind) => LEAD_KINDS.has(kind)));
  const playbookIds = ids(keysOf((kind) => kind === "scheduled-publication").map((key) => key.split(":")[1] ?? ""));
  const fileIds = ids(keysOf((kind) => kind === "import-images"));
  const [leads, playbooks, files] = await Promise.all([
    leadIds.length === 0
      ? []
      : db.selectFrom("leads").select(["id", "email as name"]).where("id", "in", leadIds).execute(),
    playbookIds.length === 0
      ? []
      : db.selectFrom("playbooks").select(["id", "title as name"]).where("id", "in", playbookIds).execute(),
    fileIds.length === 0
      ? []
      : db.selectFrom("import_files").select(["id", "file_name as name"]).where("id", "in", fileIds).execute(),
  ]);
  const names = new Map([...leads, ...playbooks, ...files].map((row) => [row.id, row.name]));
  const subjects = new Map<string, string>();
  for (const job of jobs) {
    if (!job.key) continue;
    if (LEAD_KINDS.has(job.kind)) subjects.set(job.id, names.get(job.key) ?? "a lead that no longer exists");
    else if (job.kind === "scheduled-publication") {
      const [change, id] = job.key.split(":");
      const title = names.get(id ?? "") ?? "a playbook that no longer exists";
      subjects.set(job.id, `${change === "unpublish" ? "Unpublish" : "Publish"} "${title}"`);
    } else if (job.kind === "import-images") subjects.set(job.id, names.get(job.key) ?? "an import that was cleared");
  }
  return subjects;
}
