import type { Kysely } from "kysely";
import type { Database } from "../schema";

/** A series named by its slug or its title (case aside), as a document's front matter names it. */
export async function findSeriesIdByName(db: Kysely<Database>, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("series")
    .select("id")
    .where((eb) =>
      eb.or([
        eb("slug", "=", name.trim().toLowerCase()),
        eb(eb.fn("lower", ["title"]), "=", name.trim().toLowerCase()),
      ]),
    )
    .executeTakeFirst();
  return row?.id;
}

/** Puts a playbook at the end of a series, unless it is in it already (a re-import). */
export async function appendToSeries(db: Kysely<Database>, seriesId: string, playbookSlug: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const playbook = await trx.selectFrom("playbooks").select("id").where("slug", "=", playbookSlug).executeTakeFirst();
    if (!playbook) return;
    const linked = await trx
      .selectFrom("series_playbooks")
      .select("sequence")
      .where("series_id", "=", seriesId)
      .where("playbook_id", "=", playbook.id)
      .executeTakeFirst();
    if (linked) return;
    const last = await trx
      .selectFrom("series_playbooks")
      .select((eb) => eb.fn.max("sequence").as("sequence"))
      .where("series_id", "=", seriesId)
      .executeTakeFirst();
    await trx
      .insertInto("series_playbooks")
      .values({ series_id: seriesId, playbook_id: playbook.id, sequence: Number(last?.sequence ?? 0) + 1 })
      .execute();
  });
}
