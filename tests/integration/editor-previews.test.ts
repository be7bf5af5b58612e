import { describe, expect, it } from "vitest";
import { checkPreviewToken, createPreviewLink, PREVIEW_LINK_DAYS } from "~/modules/editor/preview-links.server";
import { loader as overviewLoader } from "~/routes/catalog.$slug";
import { action as newAction } from "~/routes/admin.playbooks_.new";
import { loader as ownerPreviewLoader } from "~/routes/admin.playbooks_.$slug.preview";
import { loader as ownerPartLoader } from "~/routes/admin.playbooks_.$slug.preview_.$partSlug";
import { action as shareAction, loader as shareLoader } from "~/routes/admin.playbooks_.$slug.share";
import { action as workingCopyAction } from "~/routes/admin.playbooks_.$slug.working-copy";
import { headers as sharedHeaders, loader as sharedLoader } from "~/routes/preview.$token";
import { loader as sharedPartLoader } from "~/routes/preview.$token_.$partSlug";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase({ seeded: true });
const DAY_MS = 24 * 60 * 60 * 1000;

function call<T>(fn: (args: never) => Promise<T> | T, request: Request, params: Record<string, string> = {}) {
  return Promise.resolve(fn({ request, params, context: t.context } as never)).catch((error: unknown) => error as T);
}

/** A thrown `data(...)` or Response: its status. */
function statusOf(thrown: unknown): number | undefined {
  if (thrown instanceof Response) return thrown.status;
  return (thrown as { init?: { status?: number } } | undefined)?.init?.status;
}

/** "New playbook": a draft with the five starter parts, its slug returned in the redirect. */
async function newDraft(cookie: string, title: string): Promise<string> {
  const form = { title, description: "A pricing guide for workshops.", ai: "ai-business", baton: "offer" };
  const thrown = await call(newAction, adminRequest("/admin/playbooks/new", { cookie, form }));
  const location = (thrown as unknown as Response).headers.get("Location") ?? "";
  return /^\/admin\/playbooks\/([^/]+)\/edit$/.exec(location)![1]!;
}

describe("New playbook", () => {
  it("creates a draft with the title, categories and the five starter parts, seen only in the admin", async () => {
    const cookie = await adminSessionCookie(t.context);
    const slug = await newDraft(cookie, "Workshop Pricing From Scratch");
    expect(slug).toBe("workshop-pricing-from-scratch");
    const row = await t.db.selectFrom("playbooks").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "draft", category: "ai-business", baton_category: "offer", word_count: 0 });
    const parts = await t.db
      .selectFrom("playbook_parts")
      .select(["title", "html"])
      .where("playbook_id", "=", row.id)
      .orderBy("position")
      .execute();
    expect(parts.map((part) => part.title)).toEqual([
      "Why This Matters",
      "The Core Ideas",
      "Step by Step",
      "A Worked Example",
      "Measure and Grow",
    ]);
    expect(statusOf(await call(overviewLoader, new Request(`https://playbooks.test/catalog/${slug}`), { slug }))).toBe(
      404,
    );
    // The same title again gets an address of its own.
    expect(await newDraft(cookie, "Workshop Pricing From Scratch")).toBe("workshop-pricing-from-scratch-2");
  });

  it("says what is missing instead of creating a playbook", async () => {
    const cookie = await adminSessionCookie(t.context);
    const result = await call(
      newAction,
      adminRequest("/admin/playbooks/new", { cookie, form: { title: "  ", ai: "not-a-category" } }),
    );
    const { data } = result as { data: { errors: string[] } };
    expect(data.errors).toEqual(["The title is required.", "Choose AI categories from the list."]);
  });
});

describe("the owner's preview", () => {
  it("shows a draft on the reader's pages, and an unsaved working copy as it would be saved", async () => {
    const cookie = await adminSessionCookie(t.context);
    const slug = await newDraft(cookie, "Preview Me");
    const stored = await call(ownerPreviewLoader, adminRequest(`/admin/playbooks/${slug}/preview`, { cookie }), {
      slug,
    });
    expect(stored.playbook).toMatchObject({ title: "Preview Me", status: "draft", wordCount: 0 });
    expect(stored.playbook.copySavedAt).toBeUndefined();

    const copyId = crypto.randomUUID();
    const form = {
      slug,
      version: "1",
      copyId,
      title: "Preview Me, Unsaved",
      description: "",
      ai: "ai-business",
      partTitle: ["Why This Matters", "Untitled yet"],
      partHtml: ["<h1>Start here</h1><p>Five words are right here.</p><script>alert(1)</script>", ""],
      metaDescription: "",
      keywords: "",
    };
    await call(workingCopyAction, adminRequest(`/admin/playbooks/${slug}/working-copy`, { cookie, form }), { slug });
    const copy = await call(
      ownerPreviewLoader,
      adminRequest(`/admin/playbooks/${slug}/preview?copy=${copyId}`, { cookie }),
      {
        slug,
      },
    );
    expect(copy.playbook).toMatchObject({ title: "Preview Me, Unsaved", wordCount: 7, readingTimeMinutes: 1 });
    expect(copy.playbook.copySavedAt).toBeDefined();
    const part = await call(
      ownerPartLoader,
      adminRequest(`/admin/playbooks/${slug}/preview/why-this-matters?copy=${copyId}`, { cookie }),
      { slug, partSlug: "why-this-matters" },
    );
    // Sanitized and structured exactly as a save would store it.
    expect(part.part.html).toBe('<h2 id="start-here">Start here</h2><p>Five words are right here.</p>');
    expect(part.part.headings).toEqual([{ id: "start-here", text: "Start here", level: 2 }]);
    expect(part.next).toEqual({ slug: "untitled-yet", title: "Untitled yet" });

    expect(statusOf(await call(ownerPreviewLoader, adminRequest(`/admin/playbooks/${slug}/preview`), { slug }))).toBe(
      302,
    );
    const missingCopy = adminRequest(`/admin/playbooks/${slug}/preview?copy=${crypto.randomUUID()}`, { cookie });
    expect(statusOf(await call(ownerPreviewLoader, missingCopy, { slug }))).toBe(404);
  });
});

describe("share-preview links", () => {
  it("open the draft without an account while signed and unexpired, then expire", async () => {
    const cookie = await adminSessionCookie(t.context);
    const slug = await newDraft(cookie, "Shared Draft");
    const now = new Date();
    const link = (await createPreviewLink(t.context, slug, "owner@example.com", now))!;
    const token = link.path.replace("/preview/", "");
    expect(Date.parse(link.expiresAt) - now.getTime()).toBeGreaterThan(PREVIEW_LINK_DAYS * DAY_MS - 1000);

    const page = await call(sharedLoader, new Request(`https://playbooks.test${link.path}`), { token });
    expect(page.playbook).toMatchObject({ title: "Shared Draft", status: "draft" });
    expect(page.expiresAt).toBe(link.expiresAt);
    const part = await call(sharedPartLoader, new Request(`https://playbooks.test${link.path}/the-core-ideas`), {
      token,
      partSlug: "the-core-ideas",
    });
    expect(part.part.title).toBe("The Core Ideas");
    expect(sharedHeaders({} as never)).toMatchObject({ "X-Robots-Tag": expect.stringContaining("noindex") });

    // A day before the end it still opens; after the end it says it expired.
    expect(
      await checkPreviewToken(t.context, token, new Date(now.getTime() + (PREVIEW_LINK_DAYS - 1) * DAY_MS)),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await checkPreviewToken(t.context, token, new Date(now.getTime() + PREVIEW_LINK_DAYS * DAY_MS + 1000)),
    ).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuse a link whose signature, expiry or id was altered, before reading anything", async () => {
    const cookie = await adminSessionCookie(t.context);
    const slug = await newDraft(cookie, "Tamper Test");
    const token = (await createPreviewLink(t.context, slug, "owner@example.com"))!.path.replace("/preview/", "");
    const [id, expires, signature] = token.split(".") as [string, string, string];
    const altered = [
      `${id}.${expires}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      `${id}.${Number(expires) + 86_400}.${signature}`,
      `${id.slice(0, -1)}${id.endsWith("A") ? "B" : "A"}.${expires}.${signature}`,
      "not-a-token",
    ];
    for (const bad of altered) {
      expect(await checkPreviewToken(t.context, bad)).toEqual({ ok: false, reason: "invalid" });
      expect(
        statusOf(await call(sharedLoader, new Request(`https://playbooks.test/preview/${bad}`), { token: bad })),
      ).toBe(404);
    }
  });

  it("are listed and can be turned off from the admin, after which they answer 410", async () => {
    const cookie = await adminSessionCookie(t.context);
    const slug = await newDraft(cookie, "Revocable");
    await call(shareAction, adminRequest(`/admin/playbooks/${slug}/share`, { cookie, form: { intent: "create" } }), {
      slug,
    });
    const listed = await call(shareLoader, adminRequest(`/admin/playbooks/${slug}/share`, { cookie }), { slug });
    expect(listed.links).toHaveLength(1);
    const [entry] = listed.links;
    expect(entry).toMatchObject({ state: "active", createdBy: "owner@example.com" });
    expect(entry!.url).toMatch(/^https:\/\/playbooks\.test\/preview\//);
    const token = entry!.url.split("/preview/")[1]!;

    const revoke = { intent: "revoke", linkId: entry!.id };
    await call(shareAction, adminRequest(`/admin/playbooks/${slug}/share`, { cookie, form: revoke }), { slug });
    expect(statusOf(await call(sharedLoader, new Request(entry!.url), { token }))).toBe(410);
    const after = await call(shareLoader, adminRequest(`/admin/playbooks/${slug}/share`, { cookie }), { slug });
    expect(after.links[0]!.state).toBe("revoked");
    // Only the owner manages them.
    expect(
      statusOf(
        await call(shareAction, adminRequest(`/admin/playbooks/${slug}/share`, { form: { intent: "create" } }), {
          slug,
        }),
      ),
    ).toBe(302);
  });
});
