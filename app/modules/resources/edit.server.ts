import { z } from "zod";
import type { AppContext } from "~/context";
import { findPackItemRevision, savePackItem, type PackSaveOutcome } from "~/db/queries/resource-pack-edits.server";
import { findPackItem, type PackItemContent } from "~/db/queries/resource-pack.server";

/** The owner's edit of one pack item, as the editor posts it. */
const packItemFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(3, "Give the item a title of at least 3 characters.")
    .max(200, "Keep the title under 200 characters."),
  summary: z
    .string()
    .trim()
    .min(10, "Write a summary of at least 10 characters: it is shown on the pack page.")
    .max(400, "Keep the summary under 400 characters."),
  body: z.string().trim().min(1, "The item needs some content.").max(200_000, "The content is too long to store."),
  expectedVersion: z.coerce.number().int().min(1),
});

const restoreSchema = z.object({ revisionId: z.string().min(1).max(64), expectedVersion: z.coerce.number().int() });

export type PackEditResult =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 404 | 409; message: string; values?: Partial<PackItemContent> };

function outcomeMessage(outcome: PackSaveOutcome, done: (version: number) => string): PackEditResult {
  if (outcome.ok) return { ok: true, message: done(outcome.version) };
  return outcome.reason === "missing"
    ? { ok: false, status: 404, message: "This item no longer exists." }
    : {
        ok: false,
        status: 409,
        message:
          "This item was changed since you opened it. Your text is kept below: reload to see the new version, then apply your changes to it.",
      };
}

/** Saves the editor's form; a refused save answers with the text as sent, so nothing typed is lost. */
export async function savePackItemForm(
  context: AppContext,
  slug: string,
  form: FormData,
  savedBy: string,
): Promise<PackEditResult> {
  const fields = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const values = { title: fields.title ?? "", summary: fields.summary ?? "", body: fields.body ?? "" };
  const parsed = packItemFormSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]!.message, values };
  const outcome = await savePackItem(context.db, slug, { ...parsed.data, savedBy });
  const result = outcomeMessage(outcome, (version) => `Saved: this item is now at version ${version}.`);
  return result.ok ? result : { ...result, values };
}

/** Brings back an earlier version as a new one; the version it replaces is kept too. */
export async function restorePackItemRevision(
  context: AppContext,
  slug: string,
  form: FormData,
  savedBy: string,
): Promise<PackEditResult> {
  const parsed = restoreSchema.safeParse(Object.fromEntries(form));
  const [item, revision] = parsed.success
    ? await Promise.all([findPackItem(context.db, slug), findPackItemRevision(context.db, parsed.data.revisionId)])
    : [];
  if (!parsed.success || !item || !revision || revision.item_id !== item.id) {
    return { ok: false, status: 400, message: "Choose a version of this item to restore." };
  }
  const { title, summary, body } = revision;
  const outcome = await savePackItem(context.db, slug, {
    title,
    summary,
    body,
    expectedVersion: parsed.data.expectedVersion,
    savedBy,
  });
  return outcomeMessage(outcome, (version) => `Restored version ${revision.version}: it is now version ${version}.`);
}
