import { describe, expect, it } from "vitest";
import { testPart, testPlaybook } from "../../../tests/support/playbooks";
import { withTestDatabase } from "../../../tests/support/test-database";
import { PlaybookVersionConflictError, upsertPlaybook } from "./playbooks.server";
import { findRevision, listRevisions } from "./revisions.server";

const t = withTestDatabase();

describe("revisions kept by upsertPlaybook", () => {
  it("keeps the previous version, parts and tags on every save, newest first", async () => {
    const first = await upsertPlaybook(t.db, testPlaybook({ title: "First title" }));
    await upsertPlaybook(t.db, testPlaybook({ title: "Second title", aiCategories: ["ai-building"] }), undefined, {
      savedBy: "owner@example.com",
    });
    await upsertPlaybook(t.db, testPlaybook({ title: "Third title", parts: [testPart(1)] }));

    const revisions = await listRevisions(t.db, first.id);
    expect(revisions.map((revision) => [revision.version, revision.title, revision.replacedBy])).toEqual([
      [2, "Second title", null],
      [1, "First title", "owner@example.com"],
    ]);
    const second = await findRevision(t.db, revisions[0]!.id);
    expect(second?.snapshot.input).toMatchObject({
      title: "Second title",
      aiCategories: ["ai-building"],
      batonCategories: ["offer"],
      tools: ["ChatGPT"],
    });
    expect(second?.snapshot.input.parts.map((part) => part.slug)).toEqual(["step-1", "step-2"]);
  });

  it("refuses a save made from an older version and changes nothing", async () => {
    await upsertPlaybook(t.db, testPlaybook());
    await upsertPlaybook(t.db, testPlaybook({ title: "Saved by the first admin", expectedVersion: 1 }));
    const stale = upsertPlaybook(t.db, testPlaybook({ title: "Saved by the second admin", expectedVersion: 1 }));
    await expect(stale).rejects.toBeInstanceOf(PlaybookVersionConflictError);
    await expect(stale).rejects.toThrow(/Someone else saved this playbook after you opened it/);
    const row = await t.db.selectFrom("playbooks").select(["title", "version"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: "Saved by the first admin", version: 2 });
    expect(await t.db.selectFrom("playbook_revisions").select("version").execute()).toEqual([{ version: 1 }]);
  });

  it("lets exactly one of two simultaneous saves from the same version through", async () => {
    await upsertPlaybook(t.db, testPlaybook());
    const results = await Promise.allSettled(
      ["Admin A", "Admin B"].map((title) => upsertPlaybook(t.db, testPlaybook({ title, expectedVersion: 1 }))),
    );
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const row = await t.db.selectFrom("playbooks").select("version").executeTakeFirstOrThrow();
    expect(row.version).toBe(2);
  });

  it("refuses a versioned save of a playbook deleted meanwhile instead of recreating it", async () => {
    await expect(upsertPlaybook(t.db, testPlaybook({ expectedVersion: 3 }))).rejects.toThrow(/was deleted/);
    expect(await t.db.selectFrom("playbooks").select("id").execute()).toEqual([]);
  });
});
