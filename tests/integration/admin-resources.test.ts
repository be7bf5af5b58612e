import { describe, expect, it } from "vitest";
import { subscribeLead } from "~/modules/leads/subscribe.server";
import { action, loader } from "~/routes/admin.resources_.$slug";
import { loader as listLoader } from "~/routes/admin.resources";

import { loader as packRouteLoader } from "~/routes/resources.$token.($item)";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase({ seeded: true });
const SLUG = "participant-cheat-sheet";
const PATH = `/admin/resources/${SLUG}`;

type Answer = { data: { ok: boolean; message: string; values?: Record<string, string> }; init: ResponseInit };

async function post(cookie: string, form: Record<string, string>): Promise<Answer> {
  return (await action({
    request: adminRequest(PATH, { cookie, form }),
    params: { slug: SLUG },
    context: t.context,
  } as never)) as never;
}

const open = (cookie: string) =>
  loader({ request: adminRequest(PATH, { cookie }), params: { slug: SLUG }, context: t.context } as never);

/** What a lead reads at their own pack link for the cheat sheet. */
async function leadSees(): Promise<string> {
  await subscribeLead({ ...t.context, clientAddress: "203.0.113.40" }, { email: "lead@example.com" });
  const { pack_token: token } = await t.db.selectFrom("leads").select("pack_token").executeTakeFirstOrThrow();
  const page = await packRouteLoader({ params: { token, item: SLUG }, context: t.context } as never);
  if (!("item" in page)) throw new Error("not an item page");
  return page.item.html;
}

describe("the owner's resources pack editor", () => {
  it("lists the pack's items for a signed-in admin only", async () => {
    const redirect = await listLoader({
      request: adminRequest("/admin/resources"),
      params: {},
      context: t.context,
    } as never).catch((error: unknown) => error);
    expect((redirect as Response).status).toBe(302);
    const cookie = await adminSessionCookie(t.context);
    const list = await listLoader({
      request: adminRequest("/admin/resources", { cookie }),
      params: {},
      context: t.context,
    } as never);
    expect(list.items.map((item) => item.slug)).toContain(SLUG);
  });

  it("saves an edit that every lead then reads, and keeps and restores the version it replaced", async () => {
    const cookie = await adminSessionCookie(t.context);
    const original = (await open(cookie)).item;
    const saved = await post(cookie, {
      intent: "save",
      expectedVersion: String(original.version),
      title: original.title,
      summary: original.summary,
      body: "## Our house rules\n\nAsk before pasting client data.",
    });
    expect(saved.data).toEqual({ ok: true, message: "Saved: this item is now at version 2." });
    expect(await leadSees()).toContain("<h2>Our house rules</h2>");

    const page = await open(cookie);
    expect(page.revisions).toMatchObject([{ version: 1, body: original.body, savedBy: null }]);
    const restored = await post(cookie, { intent: "restore", revisionId: page.revisions[0]!.id, expectedVersion: "2" });
    expect(restored.data.message).toBe("Restored version 1: it is now version 3.");
    expect(await leadSees()).toContain("Never paste in");
    expect((await open(cookie)).revisions.map((revision) => revision.version)).toEqual([2, 1]);
  });

  it("refuses a stale or invalid save with a clear message and gives the typed text back", async () => {
    const cookie = await adminSessionCookie(t.context);
    const { item } = await open(cookie);
    const form = { intent: "save", title: item.title, summary: item.summary, body: "My new text" };
    expect((await post(cookie, { ...form, expectedVersion: "1" })).data.ok).toBe(true);

    const stale = await post(cookie, { ...form, body: "Typed in an old tab", expectedVersion: "1" });
    expect(stale.init.status).toBe(409);
    expect(stale.data).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^This item was changed since you opened it\./),
      values: { body: "Typed in an old tab" },
    });

    const blank = await post(cookie, { ...form, title: " ", expectedVersion: "2" });
    expect(blank.init.status).toBe(400);
    expect(blank.data).toMatchObject({
      message: "Give the item a title of at least 3 characters.",
      values: { title: " " },
    });
    expect((await open(cookie)).item).toMatchObject({ version: 2, body: "My new text" });
  });
});
