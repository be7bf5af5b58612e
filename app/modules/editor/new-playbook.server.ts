import type { Kysely } from "kysely";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import type { Database } from "~/db/schema";
import { blankDraftPart, validateDraft, type PlaybookDraft } from "~/modules/admin/playbook-draft";
import { applyDraft } from "~/modules/admin/playbook-edit.server";
import { slugify } from "~/modules/text/slug";
import { STARTER_PARTS } from "./starter-parts";

export interface NewPlaybookFields {
  title: string;
  description: string;
  aiCategories: string[];
  batonCategories: string[];
}

/** The title's slug, or the first of slug-2, slug-3… that no live or deleted playbook uses. */
async function freeSlug(db: Kysely<Database>, title: string): Promise<string> {
  const base = slugify(title) || "untitled-playbook";
  const taken = new Set(
    (
      await Promise.all(
        (["playbooks", "playbook_trash"] as const).map((table) =>
          db.selectFrom(table).select("slug").where("slug", "like", `${base}%`).execute(),
        ),
      )
    )
      .flat()
      .map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base.slice(0, 95)}-${n}`;
  return slug;
}

/**
 * "New playbook": a draft with the owner's title, description and categories and the spec's
 * five parts, each empty and titled after its role in the structure. Seen only in the admin
 * until it is published.
 */
export async function createPlaybook(
  db: Kysely<Database>,
  fields: NewPlaybookFields,
  createdBy: string,
): Promise<{ ok: true; slug: string } | { ok: false; errors: string[] }> {
  const draft: PlaybookDraft = {
    ...fields,
    slug: "new",
    urlSlug: "",
    version: 1,
    parts: STARTER_PARTS.map((part, index) => ({ ...blankDraftPart(index + 1), title: part.title })),
    metaDescription: "",
    keywords: "",
  };
  const checked = validateDraft(draft);
  if (!checked.ok) return checked;
  const slug = await freeSlug(db, checked.draft.title);
  const blank = { slug, content: {}, businessAreas: [], tools: [], keywords: [], parts: [] };
  const { expectedVersion: _none, ...input } = applyDraft(
    { ...blank, ...fields },
    { ...checked.draft, slug, urlSlug: slug },
  );
  await upsertPlaybook(db, input, new Date(), { savedBy: createdBy, statusIfNew: "draft" });
  return { ok: true, slug };
}
