import { describe, expect, it } from "vitest";
import { createImportBatch, finishImportBatch, updateImportFile } from "~/db/queries/import-batches.server";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { listTrash } from "~/db/queries/trash.server";
import { partWarning } from "~/modules/publishing/publish-form";
import { action as resultsAction } from "~/routes/admin.import.results";
import { loader as homeLoader } from "~/routes/admin._index";
import { action, loader } from "~/routes/admin.playbooks";
import { action as publishAction, loader as publishLoader } from "~/routes/admin.playbooks_.$slug.publish";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { testPart, testPlaybook } from "../support/playbooks";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase();

async function call<T>(fn: (args: never) => Promise<T>, request: Request): Promise<T> {
  return fn({ request, params: {}, context: t.context } as never);
}

/** An action's answer, whether it came back as plain data or wrapped with a status and headers. */
function answer(result: unknown) {
  const wrapped = result && typeof result === "object" && "data" in result && "init" in result;
  const init = wrapped ? (result as { init?: { status?: number; headers?: HeadersInit } }).init : undefined;
  return {
    data: (wrapped ? (result as { data: unknown }).data : result) as { ok: boolean; message: string },
    status: init?.status ?? 200,
    headers: new Headers(init?.headers),
  };
}

async function drafts(...slugs: string[]) {
  for (const slug of slugs)
    await upsertPlaybook(t.db, testPlaybook({ slug, title: `Guide ${slug}` }), new Date(), { statusIfNew: "draft" });
}

const statuses = async () =>
  Object.fromEntries(
    (await t.db.selectFrom("playbooks").select(["slug", "status"]).execute()).map((row) => [row.slug, row.status]),
  );

async function bulk(cookie: string, form: Record<string, string | string[]>) {
  return answer(await call(action, adminRequest("/admin/playbooks", { cookie, form })));
}

/** A row's (or the editor's) Publish: the publish flow's summary, then its confirmation, published now. */
async function publishOne(cookie: string, slug: string) {
  const address = `/admin/playbooks/${slug}/publish`;
  const params = { slug };
  const { summary } = await publishLoader({
    request: adminRequest(address, { cookie }),
    params,
    context: t.context,
  } as never);
  const form = { intent: "publish", when: "now", feedDate: "public", timeZone: "UTC" };
  const request = adminRequest(address, { cookie, form });
  const confirmed = answer(await publishAction({ request, params, context: t.context } as never));
  return { summary, confirmed };
}

describe("bulk actions in the playbook manager", () => {
  it("publishes and unpublishes the ticked playbooks, those on the page or all matching, and says how many", async () => {
    const cookie = await adminSessionCookie(t.context);
    await drafts("alpha", "beta", "gamma");

    const ticked = await bulk(cookie, { intent: "bulk-publish", scope: "selected", slug: ["alpha", "beta"] });
    expect(ticked.data).toEqual({ intent: "bulk", ok: true, message: "Published 2 playbooks: on the site now." });
    expect(await statuses()).toEqual({ alpha: "published", beta: "published", gamma: "draft" });
    const inCatalog = await t.db.selectFrom("playbook_search").select("playbook_id").execute();
    expect(inCatalog).toHaveLength(2);

    const page = await bulk(cookie, { intent: "bulk-publish", scope: "page", pageSlug: ["alpha", "gamma"] });
    expect(page.data.message).toBe("Published 1 playbook: on the site now. 1 playbook was published already.");

    const matching = await bulk(cookie, { intent: "bulk-unpublish", scope: "matching", q: "guide", status: "all" });
    expect(matching.data.message).toBe("Unpublished 3 playbooks: drafts again, seen only in the admin.");
    expect(await statuses()).toEqual({ alpha: "draft", beta: "draft", gamma: "draft" });
    expect(await t.db.selectFrom("playbook_search").select("playbook_id").execute()).toEqual([]);

    const nothing = await bulk(cookie, { intent: "bulk-publish", scope: "selected" });
    expect(nothing).toMatchObject({ status: 400, data: { ok: false, message: "Select at least one playbook first." } });
  });

  it("schedules in the owner's time zone, lists what is scheduled, and remembers the zone", async () => {
    const cookie = await adminSessionCookie(t.context);
    await drafts("alpha", "beta");
    const result = await bulk(cookie, {
      intent: "bulk-schedule",
      slug: ["alpha", "beta"],
      publishAt: "2099-07-01T09:30",
      unpublishAt: "",
      timeZone: "Europe/Paris",
    });
    expect(result.data.message).toBe("Scheduled 2 playbooks: publishes 1 Jul 2099, 09:30 (Europe/Paris).");
    expect(result.headers.get("Set-Cookie")).toMatch(/^admin_tz=Europe%2FParis; Path=\/admin;/);
    // 09:30 in Paris in summer is 07:30 UTC.
    const stored = await t.db.selectFrom("playbooks").select("publish_at").where("slug", "=", "alpha").execute();
    expect(stored).toEqual([{ publish_at: "2099-07-01T07:30:00.000Z" }]);

    const zoneCookie = `${cookie}; admin_tz=America%2FNew_York`;
    const scheduled = await call(loader, adminRequest("/admin/playbooks?status=scheduled", { cookie: zoneCookie }));
    expect(scheduled.playbooks.map((playbook) => playbook.slug).sort()).toEqual(["alpha", "beta"]);
    expect(scheduled.timeZone).toBe("America/New_York");
    const home = await call(homeLoader, adminRequest("/admin", { cookie }));
    expect(home).toMatchObject({
      scheduled: [{ publishAt: "2099-07-01T07:30:00.000Z" }, { publishAt: expect.any(String) }],
    });
    expect(await t.db.selectFrom("jobs").select(["kind", "run_at"]).execute()).toEqual([
      { kind: "scheduled-publication", run_at: "2099-07-01T07:30:00.000Z" },
      { kind: "scheduled-publication", run_at: "2099-07-01T07:30:00.000Z" },
    ]);

    const cleared = await bulk(cookie, { intent: "bulk-unschedule", slug: "alpha" });
    expect(cleared.data.message).toBe("Cleared the schedule of 1 playbook: nothing changes by itself.");
    expect(await t.db.selectFrom("jobs").select("key").execute()).toHaveLength(1);
  });

  it("refuses a schedule in the past, without a zone, or ending before it starts, changing nothing", async () => {
    const cookie = await adminSessionCookie(t.context);
    await drafts("alpha");
    const attempt = (fields: Record<string, string>) =>
      bulk(cookie, { intent: "bulk-schedule", slug: "alpha", timeZone: "UTC", ...fields });
    expect((await attempt({ publishAt: "2001-01-01T10:00" })).data.message).toBe(
      "Publish at: choose a time in the future.",
    );
    expect((await attempt({ publishAt: "2099-01-01T10:00", timeZone: "Mars/Olympus" })).data.message).toBe(
      "Choose the time zone the times are in.",
    );
    expect((await attempt({ publishAt: "2099-01-02T10:00", unpublishAt: "2099-01-01T10:00" })).data).toEqual({
      intent: "bulk",
      ok: false,
      message: "Unpublish at must come after Publish at.",
    });
    expect(await t.db.selectFrom("playbooks").select("publish_at").execute()).toEqual([{ publish_at: null }]);
  });

  it("sets one group of categories and keeps the other, and moves playbooks to the trash", async () => {
    const cookie = await adminSessionCookie(t.context);
    await drafts("alpha", "beta");
    const set = await bulk(cookie, { intent: "bulk-categories", slug: ["alpha", "beta"], bulkAi: "ai-knowledge" });
    expect(set.data.message).toMatch(
      /^Set the categories of 2 playbooks: .+\. Their BATON categories are unchanged\.$/,
    );
    const tags = await t.db
      .selectFrom("playbook_tags")
      .select(["kind", "value"])
      .where("kind", "in", ["ai-category", "baton-category"])
      .orderBy("kind")
      .orderBy("value")
      .execute();
    expect(tags).toEqual([
      { kind: "ai-category", value: "ai-knowledge" },
      { kind: "ai-category", value: "ai-knowledge" },
      { kind: "baton-category", value: "offer" },
      { kind: "baton-category", value: "offer" },
    ]);

    const trashed = await bulk(cookie, { intent: "bulk-trash", slug: ["alpha", "beta"] });
    expect(trashed.data.message).toBe("Moved 2 playbooks to the trash: restore them there within 30 days.");
    expect((await listTrash(t.db)).map((entry) => entry.slug).sort()).toEqual(["alpha", "beta"]);
  });

  it("sends anonymous visitors to the sign-in and changes nothing", async () => {
    await drafts("alpha");
    await expect(
      call(action, adminRequest("/admin/playbooks", { form: { intent: "bulk-publish", slug: "alpha" } })),
    ).rejects.toMatchObject({ status: 302 });
    expect(await statuses()).toEqual({ alpha: "draft" });
  });
});

describe("Publish all on the import results", () => {
  it("publishes every draft the batch produced, and says so", async () => {
    const cookie = await adminSessionCookie(t.context);
    await drafts("first-import", "second-import", "not-in-batch");
    const files = ["first.html", "second.html"].map((fileName) => ({ fileName, fileSize: 10 }));
    const { batchId, fileIds } = await createImportBatch(t.db, "admin", files);
    await updateImportFile(t.db, batchId, fileIds[0]!, { status: "completed", playbookSlug: "first-import" });
    await updateImportFile(t.db, batchId, fileIds[1]!, { status: "completed", playbookSlug: "second-import" });
    await finishImportBatch(t.db, batchId);

    const publishAll = async () =>
      answer(
        await call(
          resultsAction,
          adminRequest(`/admin/import/results?batch=${batchId}`, {
            cookie,
            form: { intent: "publish-all", batch: batchId },
          }),
        ),
      ).data;
    expect(await publishAll()).toEqual({
      intent: "publish-all",
      ok: true,
      message: "Published 2 playbooks of this import: on the site now.",
    });
    expect(await statuses()).toEqual({
      "first-import": "published",
      "second-import": "published",
      "not-in-batch": "draft",
    });
    expect((await publishAll()).message).toBe("Nothing to publish: all 2 playbooks of this import are public already.");
  });
});

describe("publishing a playbook with empty parts", () => {
  const WARNING =
    '2 parts are empty and stay hidden from visitors until they have content: "Step 2" and "Step 4" of "Guide holes".';

  async function draftWithHoles(slug = "holes") {
    const parts = [1, 2, 3, 4].map((position) => testPart(position, position % 2 === 0 ? 0 : 200));
    parts[1]!.html = "";
    parts[3]!.html = "<p> </p>";
    await upsertPlaybook(t.db, testPlaybook({ slug, title: `Guide ${slug}`, parts }), new Date(), {
      statusIfNew: "draft",
    });
  }

  it("warns and names them, from the bulk action, the publish flow and Publish all", async () => {
    const cookie = await adminSessionCookie(t.context);
    await draftWithHoles();
    await drafts("whole");
    const bulkPublished = await bulk(cookie, { intent: "bulk-publish", slug: ["holes", "whole"] });
    expect(bulkPublished.data.message).toBe(`Published 2 playbooks: on the site now. ${WARNING}`);

    await bulk(cookie, { intent: "bulk-unpublish", slug: ["holes"] });
    const { summary, confirmed } = await publishOne(cookie, "holes");
    // The confirmation names them before it goes public, and its answer says it again.
    expect(summary.parts.filter((part) => partWarning(part) === "empty").map((part) => part.title)).toEqual([
      "Step 2",
      "Step 4",
    ]);
    expect(confirmed).toMatchObject({ status: 200, data: { ok: true } });
    expect(confirmed.data.message).toMatch(/^Published: \/catalog\/holes is on the site, dated .+ in feeds\. /);
    expect(confirmed.data.message.endsWith(` ${WARNING}`)).toBe(true);

    await bulk(cookie, { intent: "bulk-unpublish", slug: ["holes"] });
    const { batchId, fileIds } = await createImportBatch(t.db, "admin", [{ fileName: "holes.html", fileSize: 10 }]);
    await updateImportFile(t.db, batchId, fileIds[0]!, { status: "completed", playbookSlug: "holes" });
    const form = { intent: "publish-all", batch: batchId };
    const all = answer(
      await call(resultsAction, adminRequest(`/admin/import/results?batch=${batchId}`, { cookie, form })),
    );
    expect(all.data.message).toBe(`Published 1 playbook of this import: on the site now. ${WARNING}`);
  });

  it("says nothing more when every part has something to read", async () => {
    const cookie = await adminSessionCookie(t.context);
    await drafts("whole");
    const { summary, confirmed } = await publishOne(cookie, "whole");
    expect(summary.parts.map(partWarning)).toEqual([undefined, undefined]);
    expect(confirmed.data).toMatchObject({ ok: true });
    expect(confirmed.data.message).toMatch(/^Published: \/catalog\/whole is on the site, dated [^.]+ in feeds\.$/);
  });
});
