import { describe, expect, it } from "vitest";
import { readJson } from "~/db/json";
import { listRevisions } from "~/db/queries/revisions.server";
import { listTrash } from "~/db/queries/trash.server";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { editorForm, openEditorPage, postEditor } from "../support/editor-calls";
import { withTestDatabase } from "../support/test-database";
import { action, loader } from "~/routes/admin.playbooks";
import { loader as revisionLoader } from "~/routes/admin.playbooks_.$slug.revisions_.$revisionId";

const t = withTestDatabase({ seeded: true });
const SLUG = "ai-fundamentals";

async function call<T>(fn: (args: never) => Promise<T>, request: Request): Promise<T> {
  return fn({ request, params: {}, context: t.context } as never);
}

function unwrap(result: unknown) {
  return (result && typeof result === "object" && "data" in result ? (result as { data: unknown }).data : result) as {
    [key: string]: unknown;
  };
}

async function editorDraft(cookie: string) {
  return (await openEditorPage(t.context, cookie, SLUG)).draft;
}

const save = (cookie: string, form: Record<string, string | string[]>) => postEditor(t.context, cookie, SLUG, form);

describe("playbook manager", () => {
  it("searches title, description and slug, case-insensitively", async () => {
    const cookie = await adminSessionCookie(t.context);
    const all = await call(loader, adminRequest("/admin/playbooks", { cookie }));
    const found = await call(loader, adminRequest("/admin/playbooks?q=FUNDAMENTALS-AI", { cookie }));
    expect(all.playbooks.length).toBeGreaterThan(20);
    expect(found.playbooks.length).toBeGreaterThan(0);
    expect(found.playbooks.every((playbook) => playbook.slug.includes("fundamentals-ai"))).toBe(true);
    const none = await call(loader, adminRequest("/admin/playbooks?q=%25_nothing", { cookie }));
    expect(none.playbooks).toEqual([]);
  });

  it("saves edits with sanitized parts and recomputed counts, keeping the old version as a revision", async () => {
    const cookie = await adminSessionCookie(t.context);
    const draft = await editorDraft(cookie);
    const body = `<p onclick="x()">${"word ".repeat(450)}</p><script>alert(1)</script><h1>Big</h1>`;
    const result = await save(
      cookie,
      editorForm(draft, {
        partTitle: ["Only Part", "Second"],
        partHtml: [body, ""],
        partSlug: ["", ""],
        partStoredSlug: ["", ""],
        keywords: " ai , , prompts ,",
        metaDescription: "  Short.  ",
      }),
    );
    expect(result).toMatchObject({ intent: "save", ok: true });

    const saved = await t.db.selectFrom("playbooks").selectAll().where("slug", "=", SLUG).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ version: draft.version + 1, word_count: 451, reading_time_minutes: 3 });
    const parts = await t.db
      .selectFrom("playbook_parts")
      .select(["slug", "html", "word_count"])
      .where("playbook_id", "=", saved.id)
      .orderBy("position")
      .execute();
    expect(parts.map((part) => part.slug)).toEqual(["only-part", "second"]);
    expect(parts[0]!.html).not.toMatch(/onclick|<script/);
    expect(parts[0]!.html).toContain('<h2 id="big">Big</h2>');
    expect(parts[1]).toMatchObject({ html: null, word_count: 0 });
    expect(readJson(saved.keywords, [])).toEqual(["ai", "prompts"]);
    expect((await listRevisions(t.db, saved.id)).map((revision) => revision.version)).toEqual([draft.version]);
  });

  it("refuses a save from a stale version and returns the draft as typed", async () => {
    const cookie = await adminSessionCookie(t.context);
    const draft = await editorDraft(cookie);
    await save(cookie, editorForm({ ...draft, title: "First" }));
    const stale = await save(cookie, editorForm({ ...draft, title: "Second" }));
    expect(stale).toMatchObject({ intent: "save", ok: false, draft: { title: "Second" } });
    expect(String(stale.errors)).toMatch(/You saved this playbook in another tab or session/);
    const row = await t.db.selectFrom("playbooks").select("title").where("slug", "=", SLUG).executeTakeFirstOrThrow();
    expect(row.title).toBe("First");
  });

  it("applies a Parts button and shows another part on the server for browsers without scripts, saving nothing", async () => {
    const cookie = await adminSessionCookie(t.context);
    const draft = await editorDraft(cookie);
    const { intent: _save, ...form } = editorForm(draft);
    const result = await postEditor(t.context, cookie, SLUG, { ...form, shown: "0", partOperation: "move-down:0" });
    const moved = result.draft as typeof draft;
    expect(moved.parts.map((part) => part.title)).toEqual([
      draft.parts[1]!.title,
      draft.parts[0]!.title,
      ...draft.parts.slice(2).map((part) => part.title),
    ]);
    // The moved part stays on screen.
    expect(result).toMatchObject({ intent: "part-operation", shown: 1 });
    const shown = await postEditor(t.context, cookie, SLUG, { ...form, showPart: "2" });
    expect(shown).toMatchObject({ intent: "part-operation", shown: 2 });
    const row = await t.db.selectFrom("playbooks").select("version").where("slug", "=", SLUG).executeTakeFirstOrThrow();
    expect(row.version).toBe(draft.version);
  });

  it("trims editing leftovers on save and refuses a card missing what it needs", async () => {
    const cookie = await adminSessionCookie(t.context);
    const draft = await editorDraft(cookie);
    const leftovers =
      "<p>Kept.</p><table><tbody><tr><th>Tool</th><th></th></tr><tr><td>Claude</td><td></td></tr><tr><td></td><td></td></tr></tbody></table><p></p><p></p>";
    const parts = draft.parts.map((part, index) => (index === 0 ? { ...part, html: leftovers } : part));
    expect(await save(cookie, editorForm({ ...draft, parts }))).toMatchObject({ ok: true });
    const stored = await t.db
      .selectFrom("playbook_parts")
      .innerJoin("playbooks", "playbooks.id", "playbook_parts.playbook_id")
      .select("playbook_parts.html")
      .where("playbooks.slug", "=", SLUG)
      .where("position", "=", 1)
      .executeTakeFirstOrThrow();
    expect(stored.html).toBe(
      "<p>Kept.</p><table><tbody><tr><th>Tool</th></tr><tr><td>Claude</td></tr></tbody></table>",
    );

    const next = await editorDraft(cookie);
    const broken = '<div class="cta"><a class="cta-button" href="javascript:alert(1)">Book a call</a></div>';
    const refused = await save(
      cookie,
      editorForm({ ...next, parts: next.parts.map((part, index) => (index === 1 ? { ...part, html: broken } : part)) }),
    );
    expect(refused).toMatchObject({ intent: "save", ok: false });
    expect(String(refused.errors)).toContain("Part 2 (");
    expect(String(refused.errors)).toContain("the button card: Use an address starting with https://");
  });

  it("shows a past version beside the current one, only what changed marked", async () => {
    const cookie = await adminSessionCookie(t.context);
    const draft = await editorDraft(cookie);
    const parts = draft.parts.map((part, index) =>
      index === 1 ? { ...part, html: part.html.replace("</p>", " One sentence added later.</p>") } : part,
    );
    await save(cookie, editorForm({ ...draft, title: "Retitled", parts }));
    const [revision] = await listRevisions(
      t.db,
      (await t.db.selectFrom("playbooks").select("id").where("slug", "=", SLUG).executeTakeFirstOrThrow()).id,
    );
    const page = await revisionLoader({
      request: adminRequest(`/admin/playbooks/${SLUG}/revisions/${revision!.id}`, { cookie }),
      params: { slug: SLUG, revisionId: revision!.id },
      context: t.context,
    } as never);
    const changed = page.changes.filter((row) => row.comparison).map((row) => row.id);
    expect(changed).toEqual(["title", "part-1"]);
    const part = page.changes.find((row) => row.id === "part-1")!.comparison!;
    expect(part.after.filter((segment) => segment.change === "added").map((segment) => segment.text.trim())).toEqual([
      "One sentence added later.",
    ]);
    expect(part).toMatchObject({ removedWords: 0, addedWords: 4 });
  });

  it("sends the old in-list editor's addresses to the editor page", async () => {
    const cookie = await adminSessionCookie(t.context);
    const response = await call(loader, adminRequest(`/admin/playbooks?edit=${SLUG}&copy=saved`, { cookie })).catch(
      (thrown: unknown) => thrown as Response,
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("Location")).toBe(`/admin/playbooks/${SLUG}/edit?copy=saved`);
  });

  it("moves a deleted playbook to the trash", async () => {
    const cookie = await adminSessionCookie(t.context);
    const result = unwrap(
      await call(action, adminRequest("/admin/playbooks", { cookie, form: { intent: "delete", slug: SLUG } })),
    );
    expect(result).toMatchObject({ intent: "delete", ok: true });
    expect((await listTrash(t.db)).map((entry) => entry.slug)).toEqual([SLUG]);
    expect(await t.db.selectFrom("playbooks").select("id").where("slug", "=", SLUG).execute()).toEqual([]);
  });
});
