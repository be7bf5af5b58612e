import type { Kysely } from "kysely";
import { type EmptyPart, findEmptyParts } from "~/db/queries/part-content.server";
import { playbookIdsBySlug } from "~/db/queries/publication.server";
import type { Database } from "~/db/schema";
import { countOf } from "~/modules/text/words";

/**
 * What publishing these playbooks warns about: their parts with nothing to read, named, which
 * stay hidden from visitors (no page, no Next link, not counted) until they get content.
 * Undefined when every part has content.
 */
export function emptyPartsWarning(parts: readonly EmptyPart[]): string | undefined {
  if (parts.length === 0) return undefined;
  const byPlaybook = new Map<string, EmptyPart[]>();
  for (const part of parts) byPlaybook.set(part.playbookId, [...(byPlaybook.get(part.playbookId) ?? []), part]);
  const named = [...byPlaybook.values()]
    .map(
      (group) =>
        `${listed(group.map((part) => `"${part.title.trim() || `Part ${part.position}`}"`))} of "${group[0]!.playbookTitle}"`,
    )
    .join("; ");
  const verb = parts.length === 1 ? "is empty and stays" : "are empty and stay";
  return `${countOf(parts.length, "part")} ${verb} hidden from visitors until they have content: ${named}.`;
}

function listed(names: readonly string[]): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** The warning for playbooks known by id (bulk publish, Publish all). */
export async function emptyPartsWarningFor(db: Kysely<Database>, ids: readonly string[]): Promise<string | undefined> {
  return emptyPartsWarning(await findEmptyParts(db, ids));
}

/** The warning for one playbook known by its slug (a row's Publish). */
export async function emptyPartsWarningBySlug(db: Kysely<Database>, slug: string): Promise<string | undefined> {
  const targets = await playbookIdsBySlug(db, [slug]);
  return emptyPartsWarningFor(
    db,
    targets.map((target) => target.id),
  );
}
