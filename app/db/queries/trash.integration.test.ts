import { describe, expect, it } from "vitest";
import { testPlaybook } from "../../../tests/support/playbooks";
import { withTestDatabase } from "../../../tests/support/test-database";
import { upsertPlaybook } from "./playbooks.server";
import { listRevisions } from "./revisions.server";
import { upsertSeries } from "./series.server";
import { listTrash, moveToTrash, purgeExpiredTrash, restoreFromTrash, TrashRestoreError } from "./trash.server";

const t = withTestDatabase();
const DAY = 24 * 60 * 60 * 1000;

async function liveSlugs() {
  return (await t.db.selectFrom("playbooks").select("slug").orderBy("slug").execute()).map((row) => row.slug);
}

describe("trash", () => {
  it("moves a deleted playbook out of the live tables and restores it whole, history and series included", async () => {
    const { id } = await upsertPlaybook(t.db, testPlaybook({ slug: "pricing", title: "Pricing v1" }));
    await upsertPlaybook(t.db, testPlaybook({ slug: "pricing", title: "Pricing v2" }));
    await upsertPlaybook(t.db, testPlaybook({ slug: "other" }));
    await upsertSeries(t.db, {
      slug: "s",
      title: "S",
      description: "",
      icon: "x",
      playbookSlugs: ["other", "pricing"],
    });

    expect(await moveToTrash(t.db, "pricing", "owner@example.com")).toEqual({ id, title: "Pricing v2" });
    expect(await liveSlugs()).toEqual(["other"]);
    expect(await t.db.selectFrom("playbook_parts").where("playbook_id", "=", id).selectAll().execute()).toEqual([]);
    const [entry] = await listTrash(t.db);
    expect(entry).toMatchObject({ id, slug: "pricing", title: "Pricing v2", deletedBy: "owner@example.com" });

    expect(await restoreFromTrash(t.db, id)).toMatchObject({ id, slug: "pricing", title: "Pricing v2" });
    expect(await liveSlugs()).toEqual(["other", "pricing"]);
    expect(await listTrash(t.db)).toEqual([]);
    const parts = await t.db.selectFrom("playbook_parts").select("slug").where("playbook_id", "=", id).execute();
    expect(parts).toHaveLength(2);
    const tags = await t.db
      .selectFrom("playbook_tags")
      .select(["kind", "value"])
      .where("playbook_id", "=", id)
      .execute();
    expect(tags).toContainEqual({ kind: "ai-category", value: "ai-business" });
    expect((await listRevisions(t.db, id)).map((revision) => revision.title)).toEqual(["Pricing v1"]);
    const links = await t.db.selectFrom("series_playbooks").select(["playbook_id", "sequence"]).execute();
    expect(links).toContainEqual({ playbook_id: id, sequence: 2 });
  });

  it("refuses to restore over a playbook that took the same address meanwhile", async () => {
    const { id } = await upsertPlaybook(t.db, testPlaybook({ slug: "pricing" }));
    await moveToTrash(t.db, "pricing", null);
    await upsertPlaybook(t.db, testPlaybook({ slug: "pricing", title: "A new one" }));
    await expect(restoreFromTrash(t.db, id)).rejects.toBeInstanceOf(TrashRestoreError);
    expect(await listTrash(t.db)).toHaveLength(1);
  });

  it("purges entries older than 30 days, with their history, and keeps newer ones", async () => {
    const now = new Date("2025-03-01T00:00:00Z");
    const old = await upsertPlaybook(t.db, testPlaybook({ slug: "old" }));
    await upsertPlaybook(t.db, testPlaybook({ slug: "old", title: "Old v2" }));
    await upsertPlaybook(t.db, testPlaybook({ slug: "recent" }));
    await moveToTrash(t.db, "old", null, new Date(now.getTime() - 31 * DAY));
    await moveToTrash(t.db, "recent", null, new Date(now.getTime() - 29 * DAY));

    expect(await purgeExpiredTrash(t.db, now)).toBe(1);
    expect((await listTrash(t.db)).map((entry) => entry.slug)).toEqual(["recent"]);
    expect(await listRevisions(t.db, old.id)).toEqual([]);
  });
});
