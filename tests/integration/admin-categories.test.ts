import { describe, expect, it } from "vitest";
import { listRevisions } from "~/db/queries/revisions.server";
import type { PlaybookTagKind } from "~/db/schema";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { DEMO_PLAYBOOK_COUNT } from "../support/demo-library";
import { withTestDatabase } from "../support/test-database";
import { action, loader } from "~/routes/admin.categories";

const t = withTestDatabase({ seeded: true });
const SLUG = "vibe-coding";

const call = <T>(fn: (args: never) => Promise<T>, request: Request) =>
  fn({ request, params: {}, context: t.context } as never);

async function tags(kind: PlaybookTagKind) {
  return (
    await t.db
      .selectFrom("playbook_tags as t")
      .innerJoin("playbooks as p", "p.id", "t.playbook_id")
      .select("t.value")
      .where("p.slug", "=", SLUG)
      .where("t.kind", "=", kind)
      .orderBy("t.value")
      .execute()
  ).map((row) => row.value);
}

describe("category manager", () => {
  it("lists 10 playbooks by title, more on request, with the total", async () => {
    const cookie = await adminSessionCookie(t.context);
    const first = await call(loader, adminRequest("/admin/categories", { cookie }));
    expect(first.playbooks).toHaveLength(10);
    expect(first.total).toBe(DEMO_PLAYBOOK_COUNT);
    const titles = first.playbooks.map((playbook) => playbook.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const more = await call(loader, adminRequest("/admin/categories?count=20", { cookie }));
    expect(more.playbooks).toHaveLength(20);
  });

  it("adds and removes one category at a time as a versioned save", async () => {
    const cookie = await adminSessionCookie(t.context);
    const before = await tags("ai-category");
    const toggle = (category: string, checked: boolean) =>
      call(
        action,
        adminRequest("/admin/categories", {
          cookie,
          form: { intent: "toggle", slug: SLUG, title: "x", kind: "ai", category, checked: String(checked) },
        }),
      );
    expect(await toggle("ai-authority", true)).toMatchObject({ ok: true, slug: SLUG });
    expect(await tags("ai-category")).toEqual([...before, "ai-authority"].sort());
    await toggle("ai-authority", false);
    expect(await tags("ai-category")).toEqual(before);
    const id = (await t.db.selectFrom("playbooks").select("id").where("slug", "=", SLUG).executeTakeFirstOrThrow()).id;
    expect(await listRevisions(t.db, id)).toHaveLength(2);
  });

  it("sets the whole row from the form used before scripts load", async () => {
    const cookie = await adminSessionCookie(t.context);
    await call(
      action,
      adminRequest("/admin/categories", {
        cookie,
        form: { intent: "set", slug: SLUG, ai: ["ai-business"], baton: ["offer", "network"] },
      }),
    );
    expect(await tags("ai-category")).toEqual(["ai-business"]);
    expect(await tags("baton-category")).toEqual(["network", "offer"]);
    const row = await t.db
      .selectFrom("playbooks")
      .select("category")
      .where("slug", "=", SLUG)
      .executeTakeFirstOrThrow();
    expect(row.category).toBe("ai-business");
  });

  it("refuses a category of the wrong kind or an unknown playbook with the spec's message", async () => {
    const cookie = await adminSessionCookie(t.context);
    const wrongKind = await call(
      action,
      adminRequest("/admin/categories", {
        cookie,
        form: { intent: "toggle", slug: SLUG, title: "Vibe", kind: "ai", category: "offer", checked: "true" },
      }),
    );
    expect(wrongKind).toMatchObject({ data: { ok: false, message: 'Failed to update categories for "Vibe".' } });
    const missing = await call(
      action,
      adminRequest("/admin/categories", {
        cookie,
        form: { intent: "toggle", slug: "gone", title: "Gone", kind: "ai", category: "ai-business", checked: "true" },
      }),
    );
    expect(missing).toMatchObject({ init: { status: 404 }, data: { ok: false } });
  });
});
