import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { listRevisions } from "~/db/queries/revisions.server";
import { listWorkingCopies } from "~/db/queries/working-copies.server";
import { IN_PLACE_FIELD } from "~/modules/editor/addresses";
import { action as editorAction, loader as editorLoader } from "~/routes/admin.playbooks_.$slug.edit";
import { loader as savedLoader } from "~/routes/admin.playbooks_.$slug.saved";
import { action as workingCopyAction } from "~/routes/admin.playbooks_.$slug.working-copy";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase({ seeded: true });
const SLUG = "ai-fundamentals";

type Session = Awaited<ReturnType<typeof editorLoader>>["session"];

function call<T>(fn: (args: never) => Promise<T> | T, request: Request, params: Record<string, string> = {}) {
  return Promise.resolve(fn({ request, params, context: t.context } as never));
}

function unwrap(result: unknown) {
  const value = result && typeof result === "object" && "data" in result ? (result as { data: unknown }).data : result;
  return value as Record<string, unknown>;
}

/** The editor opening in a tab: what its loader gives it. */
async function openTab(cookie: string, copy?: string): Promise<Session> {
  const query = copy ? `?copy=${copy}` : "";
  const data = await call(editorLoader, adminRequest(`/admin/playbooks/${SLUG}/edit${query}`, { cookie }), {
    slug: SLUG,
  });
  return data.session;
}

/** The editor's form as that tab would post it, with the title it has typed. */
function editorForm(session: Session, title: string, extra: Record<string, string> = {}) {
  const { draft } = session;
  return {
    slug: draft.slug,
    version: String(draft.version),
    copyId: session.copyId,
    ...(session.restored ? { replacesCopyId: session.restored.id } : {}),
    title,
    description: draft.description,
    ai: draft.aiCategories,
    baton: draft.batonCategories,
    urlSlug: draft.urlSlug,
    partTitle: draft.parts.map((part) => part.title),
    partSlug: draft.parts.map((part) => part.slug),
    partStoredSlug: draft.parts.map((part) => part.storedSlug),
    partHtml: draft.parts.map((part, index) => (index === 0 ? `<p>${title} in the first part.</p>` : part.html)),
    metaDescription: draft.metaDescription,
    keywords: draft.keywords,
    ...extra,
  };
}

const autosave = (cookie: string, form: Record<string, string | string[]>) =>
  call(workingCopyAction, adminRequest(`/admin/playbooks/${SLUG}/working-copy`, { cookie, form }), { slug: SLUG });

/** A post of the editor page's form: by the open editor (which stays in place), unless `withoutScripts`. */
const editorPost = async (cookie: string, form: Record<string, string | string[]>, { withoutScripts = false } = {}) =>
  unwrap(
    await call(
      editorAction,
      adminRequest(`/admin/playbooks/${SLUG}/edit`, {
        cookie,
        form: withoutScripts ? form : { ...form, [IN_PLACE_FIELD]: "yes" },
      }),
      { slug: SLUG },
    ),
  );

const save = (cookie: string, form: Record<string, string | string[]>) =>
  editorPost(cookie, { intent: "save", ...form });

/** What an open editor's poll hears about the stored playbook. */
async function savedState(cookie: string, compare = false) {
  const response = await call(
    savedLoader,
    adminRequest(`/admin/playbooks/${SLUG}/saved${compare ? "?compare" : ""}`, { cookie }),
    { slug: SLUG },
  );
  return (await response.json()) as Record<string, unknown>;
}

async function storedTitle(): Promise<string> {
  const row = await t.db.selectFrom("playbooks").select("title").where("slug", "=", SLUG).executeTakeFirstOrThrow();
  return row.title;
}

async function playbookId(): Promise<string> {
  const row = await t.db.selectFrom("playbooks").select("id").where("slug", "=", SLUG).executeTakeFirstOrThrow();
  return row.id;
}

describe("two editors on one playbook", () => {
  it("refuses the second save with a clear message and keeps both texts: the first saved, the second as its working copy", async () => {
    const cookie = await adminSessionCookie(t.context);
    const first = await openTab(cookie);
    const second = await openTab(cookie);
    expect(second.copyId).not.toBe(first.copyId);

    expect(await save(cookie, editorForm(first, "First Tab Title"))).toMatchObject({
      intent: "save",
      ok: true,
      saved: { title: "First Tab Title", version: first.draft.version + 1 },
    });
    // The second tab hears of it before it saves, as the same owner's other tab or session.
    expect(await savedState(cookie)).toMatchObject({ version: first.draft.version + 1, byYou: true });
    const refused = await save(cookie, editorForm(second, "Second Tab Title"));
    // The refusal carries the saved version in full, for the side-by-side comparison.
    expect(refused).toMatchObject({
      intent: "save",
      ok: false,
      conflict: { version: first.draft.version + 1, byYou: true, theirs: { title: "First Tab Title" } },
    });
    expect(String(refused.errors)).toContain(
      "You saved this playbook in another tab or session after this editor opened it",
    );
    expect(String(refused.errors)).toContain("both texts are kept");

    expect(await storedTitle()).toBe("First Tab Title");
    const [kept] = await listWorkingCopies(t.db, await playbookId());
    expect(kept).toMatchObject({
      id: second.copyId,
      baseVersion: first.draft.version,
      draft: { title: "Second Tab Title" },
    });
    expect(kept!.refusedAt).not.toBeNull();

    // Reopened later, the editor starts from the refused text and says it is not the saved version.
    const reopened = await openTab(cookie);
    expect(reopened.draft.title).toBe("Second Tab Title");
    expect(reopened.restored).toMatchObject({ id: second.copyId });
    expect(reopened.savedVersion).toBe(first.draft.version + 1);

    // Replacing is a deliberate second step; the first text stays in the history.
    const replaced = await save(
      cookie,
      editorForm(reopened, "Second Tab Title", { replaceVersion: String(reopened.savedVersion) }),
    );
    expect(replaced).toMatchObject({ intent: "save", ok: true });
    expect(await storedTitle()).toBe("Second Tab Title");
    const history = await listRevisions(t.db, await playbookId());
    expect(history.map((revision) => revision.title)).toContain("First Tab Title");
    expect(await listWorkingCopies(t.db, await playbookId())).toEqual([]);
  });

  it("never lets one tab's autosave overwrite another's working copy", async () => {
    const cookie = await adminSessionCookie(t.context);
    const first = await openTab(cookie);
    const second = await openTab(cookie);
    await autosave(cookie, editorForm(first, "Typed in the first tab"));
    await autosave(cookie, editorForm(second, "Typed in the second tab"));
    const copies = await listWorkingCopies(t.db, await playbookId());
    expect(copies.map((copy) => copy.draft.title).sort()).toEqual([
      "Typed in the first tab",
      "Typed in the second tab",
    ]);
  });
});

describe("a save posted before scripts loaded", () => {
  it("goes on to the editor at the playbook's address, its new one when the slug changed, with a notice", async () => {
    const cookie = await adminSessionCookie(t.context);
    const tab = await openTab(cookie);
    const moved = await call(
      editorAction,
      adminRequest(`/admin/playbooks/${SLUG}/edit`, {
        cookie,
        form: { intent: "save", ...editorForm(tab, "Moved Title", { urlSlug: "ai-fundamentals-moved" }) },
      }),
      { slug: SLUG },
    ).catch((thrown: unknown) => thrown);
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).status).toBe(302);
    expect((moved as Response).headers.get("Location")).toBe("/admin/playbooks/ai-fundamentals-moved/edit?saved=moved");

    const page = await call(
      editorLoader,
      adminRequest("/admin/playbooks/ai-fundamentals-moved/edit?saved=moved", { cookie }),
      { slug: "ai-fundamentals-moved" },
    );
    expect(page.session.draft.urlSlug).toBe("ai-fundamentals-moved");
    expect(page.savedNotice).toBe(
      "Saved. The playbook's address is now /catalog/ai-fundamentals-moved; the old one redirects there.",
    );
  });

  it("is answered in place for the open editor, which follows a new address itself", async () => {
    const cookie = await adminSessionCookie(t.context);
    const tab = await openTab(cookie);
    expect(await save(cookie, editorForm(tab, "Still Here", { urlSlug: "ai-fundamentals-elsewhere" }))).toMatchObject({
      intent: "save",
      ok: true,
      saved: { slug: "ai-fundamentals-elsewhere" },
    });
  });
});

describe("hearing of saves made elsewhere", () => {
  it("tells another admin's save from the owner's own, with the time, and hands over the saved text to compare", async () => {
    const owner = await adminSessionCookie(t.context);
    const colleague = await adminSessionCookie(t.context, "colleague@example.com");
    const tab = await openTab(owner);
    expect(await savedState(owner)).toMatchObject({ version: tab.draft.version });

    await save(colleague, editorForm(await openTab(colleague), "The Colleague's Title"));
    const heard = await savedState(owner);
    expect(heard).toMatchObject({ version: tab.draft.version + 1, savedBy: "colleague@example.com", byYou: false });
    expect(Date.parse(String(heard.savedAt))).toBeGreaterThan(Date.now() - 60_000);
    expect(await savedState(colleague)).toMatchObject({ byYou: true });
    const full = await savedState(owner, true);
    expect(full).toMatchObject({ theirs: { title: "The Colleague's Title", version: tab.draft.version + 1 } });
  });

  it("answers 404 for a playbook that is gone, and only to signed-in admins", async () => {
    const cookie = await adminSessionCookie(t.context);
    const gone = await call(savedLoader, adminRequest("/admin/playbooks/no-such-playbook/saved", { cookie }), {
      slug: "no-such-playbook",
    });
    expect(gone.status).toBe(404);
    const anonymous = await call(savedLoader, adminRequest(`/admin/playbooks/${SLUG}/saved`), { slug: SLUG }).catch(
      (error: unknown) => error as Response,
    );
    expect(anonymous.status).toBe(401);
  });
});

describe("autosave", () => {
  it("keeps the text typed so far on the server, as typed, with its word count, and offers it again", async () => {
    const cookie = await adminSessionCookie(t.context);
    const tab = await openTab(cookie);
    // Mid-sentence, the title is empty: autosave keeps it anyway (only Save checks the rules).
    const response = await autosave(cookie, editorForm(tab, ""));
    expect(response.status).toBe(200);
    const { savedAt } = (await response.json()) as { savedAt: string };
    expect(Date.parse(savedAt)).toBeGreaterThan(Date.now() - 60_000);

    await autosave(cookie, editorForm(tab, "Half a title"));
    const [copy] = await listWorkingCopies(t.db, await playbookId());
    expect(copy).toMatchObject({ id: tab.copyId, editedBy: "owner@example.com", draft: { title: "Half a title" } });
    expect(copy!.wordCount).toBeGreaterThan(100);
    expect(await storedTitle()).not.toBe("Half a title");

    // The tab was closed: opening the editor again starts from the copy, in a session of its own.
    const reopened = await openTab(cookie);
    expect(reopened.draft.title).toBe("Half a title");
    expect(reopened.copyId).not.toBe(tab.copyId);
    // Its first autosave takes the old copy over, so one copy remains.
    await autosave(cookie, editorForm(reopened, "Half a title, finished"));
    const copies = await listWorkingCopies(t.db, await playbookId());
    expect(copies.map((kept) => [kept.id, kept.draft.title])).toEqual([[reopened.copyId, "Half a title, finished"]]);

    // The saved version stays one click away, and a save clears the copy.
    expect((await openTab(cookie, "saved")).draft.title).toBe(await storedTitle());
    expect(await save(cookie, editorForm(reopened, "Half a title, finished"))).toMatchObject({ ok: true });
    expect(await listWorkingCopies(t.db, await playbookId())).toEqual([]);
  });

  it("discards a copy when the owner says so, and refuses what it cannot read", async () => {
    const cookie = await adminSessionCookie(t.context);
    const tab = await openTab(cookie);
    await autosave(cookie, editorForm(tab, "Not wanted"));
    const discarded = await editorPost(cookie, { ...editorForm(tab, "x"), discardCopyId: tab.copyId });
    expect(discarded).toMatchObject({ intent: "discard-copy", ok: true });
    expect(await listWorkingCopies(t.db, await playbookId())).toEqual([]);

    expect((await autosave(cookie, editorForm(tab, "x", { copyId: "not-a-uuid" }))).status).toBe(400);
    const elsewhere = await call(
      workingCopyAction,
      adminRequest("/admin/playbooks/no-such-playbook/working-copy", {
        cookie,
        form: editorForm(tab, "x", { slug: "no-such-playbook" }),
      }),
      { slug: "no-such-playbook" },
    );
    expect(elsewhere.status).toBe(404);
    // A copy id already used for another playbook is not moved.
    await autosave(cookie, editorForm(tab, "Mine"));
    const otherSlug = "vibe-coding";
    const other = await call(
      workingCopyAction,
      adminRequest(`/admin/playbooks/${otherSlug}/working-copy`, {
        cookie,
        form: editorForm(tab, "x", { slug: otherSlug }),
      }),
      { slug: otherSlug },
    );
    expect(other.status).toBe(409);
    expect((await listWorkingCopies(t.db, await playbookId()))[0]!.draft.title).toBe("Mine");
  });

  it("answers only signed-in admins", async () => {
    const tab = { copyId: randomUUID() };
    const response = await call(
      workingCopyAction,
      adminRequest(`/admin/playbooks/${SLUG}/working-copy`, { form: { slug: SLUG, copyId: tab.copyId, version: "1" } }),
      { slug: SLUG },
    ).catch((error: unknown) => error as Response);
    expect(response.status).toBe(401);
  });
});
