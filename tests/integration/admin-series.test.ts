import path from "node:path";
import { describe, expect, it } from "vitest";
import { findPlaybookIdBySlug } from "~/db/queries/playbooks.server";
import { listRedirects } from "~/db/queries/redirects.server";
import { findSeries, listSeries } from "~/db/queries/series.server";
import { loadDemoContent } from "~/modules/demo-content/load.server";
import { action as redirectsAction, loader as redirectsLoader } from "~/routes/admin.redirects";
import { action as listAction, loader as listLoader } from "~/routes/admin.series";
import { action as editAction, loader as editLoader } from "~/routes/admin.series_.$slug";
import { action as trashAction, loader as trashLoader } from "~/routes/admin.trash";
import { loader as seriesPageLoader } from "~/routes/series.$slug";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { callRoute, dataOf, statusOf } from "../support/route-calls";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase({ seeded: true });

type Route = (args: never) => unknown;

const run = (route: Route, request: Request, params: Record<string, string> = {}) =>
  callRoute(t.context, route, request, params);

async function signIn() {
  return adminSessionCookie(t.context);
}

async function post(route: Route, cookie: string, pathname: string, form: Record<string, string | string[]>) {
  const slug = pathname.split("/")[3];
  return run(route, adminRequest(pathname, { cookie, form }), slug ? { slug } : {});
}

const publicOrder = async (slug: string) => (await findSeries(t.db, slug))?.playbooks.map((p) => p.slug);

async function createWith(cookie: string, form: Record<string, string>) {
  return post(listAction, cookie, "/admin/series", { intent: "create", icon: "ai-building", ...form });
}

describe("series manager", () => {
  it("creates a series, refusing bad input and taken slugs with the form kept as typed", async () => {
    const cookie = await signIn();
    const created = (await createWith(cookie, {
      title: "Launch Week",
      description: "Five days to launch.",
    })) as Response;
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin/series/launch-week?created");

    const invalid = await createWith(cookie, { title: " ", icon: "rocket", slug: "!!!" });
    expect(statusOf(invalid)).toBe(400);
    expect(dataOf(invalid)).toMatchObject({
      ok: false,
      draft: { icon: "rocket", slug: "!!!" },
      message: expect.stringContaining("The title is required."),
    });
    expect(dataOf<{ message: string }>(invalid).message).toContain("Choose an icon from the list.");

    const taken = await createWith(cookie, { title: "Another", slug: "Launch Week" });
    expect(statusOf(taken)).toBe(409);
    expect(dataOf(taken)).toMatchObject({ message: expect.stringContaining("/series/launch-week") });

    const list = dataOf<{ series: { slug: string }[] }>(
      await run(listLoader, adminRequest("/admin/series", { cookie })),
    );
    expect(list.series.map((series) => series.slug)).toContain("launch-week");
    // Empty series are not offered to visitors yet.
    expect((await listSeries(t.db)).map((series) => series.slug)).not.toContain("launch-week");
  });

  it("adds, moves, reorders and removes playbooks, and the public series page follows at once", async () => {
    const cookie = await signIn();
    await createWith(cookie, { title: "Order Test" });
    const page = "/admin/series/order-test";
    const ids = await Promise.all(
      ["vibe-coding", "ai-fundamentals", "pricing-ai-services"].map((slug) => findPlaybookIdBySlug(t.db, slug)),
    );
    for (const id of ids) {
      const added = dataOf(await post(editAction, cookie, page, { intent: "add", playbookId: id! }));
      expect(added).toMatchObject({
        ok: true,
        message: expect.stringMatching(/^Added ".+": it is now part \d of \d\.$/),
      });
    }
    expect(await publicOrder("order-test")).toEqual(["vibe-coding", "ai-fundamentals", "pricing-ai-services"]);
    expect((await listSeries(t.db)).find((series) => series.slug === "order-test")?.playbookCount).toBe(3);

    const moved = dataOf(await post(editAction, cookie, page, { intent: "move-up", playbookId: ids[2]! }));
    expect(moved).toMatchObject({ ok: true, message: expect.stringContaining("it is now part 2 of 3") });
    expect(await publicOrder("order-test")).toEqual(["vibe-coding", "pricing-ai-services", "ai-fundamentals"]);

    await post(editAction, cookie, page, { intent: "reorder", playbookIds: [ids[1]!, ids[0]!, ids[2]!] });
    expect(await publicOrder("order-test")).toEqual(["ai-fundamentals", "vibe-coding", "pricing-ai-services"]);
    // A reorder from a page that missed a change is not applied over it.
    await post(editAction, cookie, page, { intent: "reorder", playbookIds: [ids[0]!, ids[1]!] });
    expect(await publicOrder("order-test")).toEqual(["ai-fundamentals", "vibe-coding", "pricing-ai-services"]);

    await post(editAction, cookie, page, { intent: "remove", playbookId: ids[0]! });
    expect(await publicOrder("order-test")).toEqual(["ai-fundamentals", "pricing-ai-services"]);

    const loaded = dataOf<{ series: { members: { slug: string }[] }; choices: { slug: string }[] }>(
      await run(editLoader, adminRequest(page, { cookie }), { slug: "order-test" }),
    );
    expect(loaded.series.members.map((member) => member.slug)).toEqual(["ai-fundamentals", "pricing-ai-services"]);
    expect(loaded.choices.map((choice) => choice.slug)).toContain("vibe-coding");
    expect(loaded.choices.map((choice) => choice.slug)).not.toContain("ai-fundamentals");
  });

  it("edits the details; a new slug keeps the old address as a 301, and a stale form is refused", async () => {
    const cookie = await signIn();
    const loaded = dataOf<{ series: { version: number } }>(
      await run(editLoader, adminRequest("/admin/series/baton-basics", { cookie }), { slug: "baton-basics" }),
    );
    const details = {
      intent: "save-details",
      version: String(loaded.series.version),
      title: "BATON in Five Weeks",
      description: "One pillar a week.",
      icon: "summer-camp",
      slug: "baton-five-weeks",
    };
    const saved = (await post(editAction, cookie, "/admin/series/baton-basics", details)) as Response;
    expect(saved.headers.get("Location")).toBe("/admin/series/baton-five-weeks?saved");
    expect(await findSeries(t.db, "baton-five-weeks")).toMatchObject({
      title: "BATON in Five Weeks",
      icon: "summer-camp",
    });

    const old = (await run(seriesPageLoader, new Request("https://playbooks.test/series/baton-basics?ref=x"), {
      slug: "baton-basics",
    })) as Response;
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/series/baton-five-weeks?ref=x");
    expect((await listRedirects(t.db)).map((redirect) => [redirect.from, redirect.to])).toContainEqual([
      "/series/baton-basics",
      "/series/baton-five-weeks",
    ]);

    const stale = await post(editAction, cookie, "/admin/series/baton-five-weeks", { ...details, title: "Stale" });
    expect(statusOf(stale)).toBe(409);
    expect(dataOf(stale)).toMatchObject({
      draft: { title: "Stale" },
      message: expect.stringContaining("Someone else"),
    });
  });

  it("deletes a series to the trash and restores it with its playbooks in order", async () => {
    const cookie = await signIn();
    const before = await publicOrder("build-with-ai");
    const deleted = (await post(editAction, cookie, "/admin/series/build-with-ai", { intent: "delete" })) as Response;
    expect(deleted.headers.get("Location")).toBe(`/admin/series?trashed=${encodeURIComponent("Build with AI")}`);
    expect(await findSeries(t.db, "build-with-ai")).toBeUndefined();
    expect(
      statusOf(await run(seriesPageLoader, new Request("https://x/series/build-with-ai"), { slug: "build-with-ai" })),
    ).toBe(404);

    const trash = dataOf<{ series: { id: string; title: string; purgeAt: string }[] }>(
      await run(trashLoader, adminRequest("/admin/trash", { cookie })),
    );
    const [entry] = trash.series;
    expect(entry).toMatchObject({ title: "Build with AI" });
    const restored = dataOf(await post(trashAction, cookie, "/admin/trash", { kind: "series", id: entry!.id }));
    expect(restored).toMatchObject({ ok: true, message: '"Build with AI" is back at /series/build-with-ai.' });
    expect(await publicOrder("build-with-ai")).toEqual(before);
  });

  it("loads series from the content files, but never over one edited or deleted in the admin", async () => {
    const cookie = await signIn();
    await post(editAction, cookie, "/admin/series/ai-summer-camp", {
      intent: "remove",
      playbookId: (await findPlaybookIdBySlug(t.db, "ai-fundamentals"))!,
    });
    await post(editAction, cookie, "/admin/series/build-with-ai", { intent: "delete" });
    const edited = await publicOrder("ai-summer-camp");

    const result = await loadDemoContent({ db: t.db, storage: t.context.storage, contentDir: path.resolve("content") });
    expect(result).toMatchObject({ series: 0, seriesKept: 2 });
    expect(await publicOrder("ai-summer-camp")).toEqual(edited);
    expect(await findSeries(t.db, "build-with-ai")).toBeUndefined();
  });

  it("lists redirects in the admin and deletes one, after which the old address answers 404", async () => {
    const cookie = await signIn();
    const loaded = dataOf<{ series: { version: number } }>(
      await run(editLoader, adminRequest("/admin/series/ai-summer-camp", { cookie }), { slug: "ai-summer-camp" }),
    );
    await post(editAction, cookie, "/admin/series/ai-summer-camp", {
      intent: "save-details",
      version: String(loaded.series.version),
      title: "AI Summer Camp",
      description: "Four weeks.",
      icon: "summer-camp",
      slug: "summer-camp",
    });
    // The page lists the owner's own rules apart from the automatic ones a slug change leaves.
    const listed = dataOf<{ automatic: { id: string; from: string; to: string | null }[] }>(
      await run(redirectsLoader, adminRequest("/admin/redirects", { cookie })),
    );
    const redirect = listed.automatic.find((entry) => entry.from === "/series/ai-summer-camp");
    expect(redirect?.to).toBe("/series/summer-camp");

    const deleted = dataOf(
      await post(redirectsAction, cookie, "/admin/redirects", {
        intent: "delete-automatic",
        id: redirect!.id,
        from: redirect!.from,
      }),
    );
    expect(deleted).toMatchObject({ ok: true });
    const old = await run(seriesPageLoader, new Request("https://x/series/ai-summer-camp"), { slug: "ai-summer-camp" });
    expect(statusOf(old)).toBe(404);
  });
});
