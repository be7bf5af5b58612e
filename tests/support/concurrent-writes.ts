import type { Kysely } from "kysely";
import { z } from "zod";
import type { AppContext } from "~/context";
import { databaseKind } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { defineJob } from "~/modules/jobs/define";
import { draftToForm } from "~/modules/admin/playbook-draft";
import { IN_PLACE_FIELD } from "~/modules/editor/addresses";
import type { EditorResult } from "~/modules/editor/editor-results";
import { action, loader } from "~/routes/admin.playbooks_.$slug.edit";
import { adminRequest } from "./admin-requests";
import { dataOf, statusOf } from "./route-calls";

/**
 * The writes of one server process during the two-writer tests (tests/integration/
 * concurrent-writers.test.ts, and the same process started as a child by
 * tests/support/writer-process.ts): the owner's saves through the editor page's action,
 * each replacing a part's text with a marker of its own, and what each ended as.
 */
export interface SaveReport {
  /** Markers of the saves the action reported saved, by playbook slug. */
  saved: Record<string, string[]>;
  /** Saves refused as a conflict (the editor's conflict screen), each then replaced as the owner would. */
  conflicts: number;
  /** Anything else: a thrown error or a 5xx, i.e. what the owner would see as a server error. */
  errors: string[];
}

type Session = Awaited<ReturnType<typeof loader>>["session"];

/**
 * The editor's form as its Save button sends it, or, after a conflict, as its "Replace with my
 * version" button does (that button, not Save, names the version it replaces).
 */
function saveForm(session: Session, marker: string, replaceVersion?: number): URLSearchParams {
  const { draft, copyId } = session;
  const form = draftToForm({
    ...draft,
    parts: draft.parts.map((part, index) => (index === 0 ? { ...part, html: `<p>${marker}</p>` } : part)),
  });
  form.set("copyId", copyId);
  form.set(IN_PLACE_FIELD, "yes");
  if (replaceVersion) form.set("replaceVersion", String(replaceVersion));
  else form.set("intent", "save");
  return form;
}

/**
 * Saves each playbook `saves` times, all playbooks at once. A save refused because another
 * was saved first is sent again with "Replace with my version", as the conflict screen offers,
 * until it is kept.
 */
export async function saveRepeatedly(
  context: AppContext,
  { cookie, slugs, saves, tag }: { cookie: string; slugs: readonly string[]; saves: number; tag: string },
): Promise<SaveReport> {
  const report: SaveReport = { saved: {}, conflicts: 0, errors: [] };
  const call = async (fn: typeof loader | typeof action, request: Request, slug: string) => {
    try {
      return await fn({ request, params: { slug }, context } as never);
    } catch (thrown) {
      return thrown;
    }
  };
  await Promise.all(
    slugs.map(async (slug) => {
      report.saved[slug] = [];
      for (let index = 0; index < saves; index += 1) {
        const marker = `${tag}-${slug}-save-${index}`;
        const editor = `/admin/playbooks/${slug}/edit`;
        const opened = await call(loader, adminRequest(editor, { cookie }), slug);
        const session: Session | undefined = dataOf<Awaited<ReturnType<typeof loader>>>(opened)?.session;
        let replaceVersion: number | undefined;
        for (let tries = 0; session && tries < 50; tries += 1) {
          const result = await call(
            action,
            adminRequest(editor, { cookie, form: saveForm(session, marker, replaceVersion) }),
            slug,
          );
          const status = statusOf(result);
          const answer = dataOf<EditorResult>(result);
          if (status === 200 && answer.intent === "save" && answer.ok) {
            report.saved[slug]!.push(marker);
            break;
          }
          // The editor's conflict: the version saved meanwhile, which the owner's text may replace.
          if (status === 409 && answer.intent === "save" && !answer.ok && answer.conflict) {
            report.conflicts += 1;
            replaceVersion = answer.conflict.version;
            continue;
          }
          report.errors.push(
            result instanceof Error ? `thrown: ${result.message}` : `${status}: ${JSON.stringify(answer)}`,
          );
          break;
        }
        if (!session) report.errors.push(`${slug}: the editor did not open`);
      }
    }),
  );
  return report;
}

/** The row the counting job adds one to: its value is how many of its jobs took effect. */
export const COUNTER_KEY = "concurrency-probe-counter";

/**
 * A job that reads a counter and writes it back one higher in one transaction: the read-then-
 * write that SQLite refused (SQLITE_BUSY_SNAPSHOT) when another process wrote in between.
 */
export const countingJob = defineJob({
  kind: "concurrency-probe",
  payload: z.object({ n: z.number() }),
  retry: { maxAttempts: 5, baseDelayMs: 20, maxDelayMs: 100 },
  async run(_payload, { db }) {
    await db.transaction().execute(async (trx) => {
      // PostgreSQL reads without a lock unless asked; SQLite's transaction holds the write lock.
      const row = await trx
        .selectFrom("app_settings")
        .select("value")
        .where("key", "=", COUNTER_KEY)
        .$if(databaseKind(db) === "postgres", (query) => query.forUpdate())
        .executeTakeFirst();
      // The work a handler does between reading and writing (here a pause), when another
      // process's commit can land.
      await new Promise((resolve) => setTimeout(resolve, 2));
      const next = String(Number(row?.value ?? 0) + 1);
      await trx.updateTable("app_settings").set({ value: next }).where("key", "=", COUNTER_KEY).execute();
    });
  },
});

export async function createCounter(db: Kysely<Database>): Promise<void> {
  await db.insertInto("app_settings").values({ key: COUNTER_KEY, value: "0" }).execute();
}

export async function counterValue(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("app_settings").select("value").where("key", "=", COUNTER_KEY).executeTakeFirst();
  return Number(row?.value ?? 0);
}

/** Every text a playbook has held: its parts now and each revision's snapshot. */
export async function everythingSaved(db: Kysely<Database>, slug: string): Promise<string> {
  const parts = await db
    .selectFrom("playbook_parts as part")
    .innerJoin("playbooks as playbook", "playbook.id", "part.playbook_id")
    .select("part.html")
    .where("playbook.slug", "=", slug)
    .execute();
  const revisions = await db
    .selectFrom("playbook_revisions as revision")
    .innerJoin("playbooks as playbook", "playbook.id", "revision.playbook_id")
    .select("revision.snapshot")
    .where("playbook.slug", "=", slug)
    .execute();
  return [
    ...parts.map((part) => part.html ?? ""),
    ...revisions.map(({ snapshot }) => (typeof snapshot === "string" ? snapshot : JSON.stringify(snapshot))),
  ].join("\n");
}
