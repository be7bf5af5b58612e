import { describe, expect, it } from "vitest";
import { listCustomRedirects } from "~/db/queries/custom-redirects.server";
import { customRedirectFor } from "~/modules/redirects/lookup.server";
import type { RedirectsResult } from "~/modules/redirects/admin-actions.server";
import { action as redirectsAction } from "~/routes/admin.redirects";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { callRoute, dataOf, statusOf } from "../support/route-calls";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase({ seeded: true });
const ORIGIN = "https://playbooks.test";

async function post(form: Record<string, string> | FormData): Promise<{ status: number; result: RedirectsResult }> {
  const cookie = await adminSessionCookie(t.context);
  const request =
    form instanceof FormData
      ? new Request(`${ORIGIN}/admin/redirects`, {
          method: "POST",
          headers: { Origin: ORIGIN, Cookie: cookie },
          body: form,
        })
      : adminRequest("/admin/redirects", { cookie, form });
  const answer = await callRoute(t.context, redirectsAction, request);
  return { status: statusOf(answer), result: dataOf<RedirectsResult>(answer) };
}

const add = (from: string, to: string, status = "301") => post({ intent: "add", from, to, status });

function csvForm(text: string, name = "old-addresses.csv"): FormData {
  const form = new FormData();
  form.append("intent", "upload");
  form.append("file", new File([text], name, { type: "text/csv" }));
  return form;
}

const where = async (path: string) => customRedirectFor(t.context, new URL(`${ORIGIN}${path}`));

describe("custom redirects", () => {
  it("answers an old path and every path under a prefix, keeping the visitor's query", async () => {
    expect((await add("/2023/05/ai-basics/", "/catalog/ai-fundamentals")).result.ok).toBe(true);
    expect((await add("/blog/*", "/catalog/*", "302")).result.ok).toBe(true);
    expect(await where("/2023/05/ai-basics?utm_source=news")).toEqual({
      location: "/catalog/ai-fundamentals?utm_source=news",
      status: 301,
    });
    expect(await where("/blog/ai-fundamentals")).toEqual({ location: "/catalog/ai-fundamentals", status: 302 });
    expect(await where("/blogroll")).toBeUndefined();
  });

  it("refuses loops: a rule to itself, under its own prefix, or back through another rule", async () => {
    expect((await add("/old", "/old")).result.message).toMatch(/^Loop/);
    expect((await add("/guides/*", "/guides/archive/*")).result.message).toMatch(/^Loop/);
    expect((await add("/from-a", "/from-b")).result.ok).toBe(true);
    const back = await add("/from-b", "/from-a");
    expect(back).toMatchObject({
      status: 422,
      result: { ok: false, message: "Loop: /from-b → /from-a → /from-b leads back to where it started." },
    });
    expect((await listCustomRedirects(t.db)).map((rule) => rule.from)).toEqual(["/from-a"]);
  });

  it("refuses chains of two hops, to another rule, from another rule's target, or to an automatic redirect", async () => {
    await add("/old-pricing", "/catalog/ai-fundamentals");
    expect((await add("/older-pricing", "/old-pricing")).result.message).toMatch(
      /^Chain: \/old-pricing already redirects to \/catalog\/ai-fundamentals/,
    );
    await add("/news/*", "/catalog");
    expect((await add("/posts/*", "/news/*")).result.message).toMatch(/^Chain/);

    // A renamed playbook keeps its old address as an automatic redirect.
    await t.db
      .insertInto("slug_redirects")
      .values({
        id: crypto.randomUUID(),
        kind: "playbook",
        scope: "",
        old_slug: "ai-basics-guide",
        target_id: (
          await t.db
            .selectFrom("playbooks")
            .select("id")
            .where("slug", "=", "ai-fundamentals")
            .executeTakeFirstOrThrow()
        ).id,
        target_slug: "",
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await add("/intro", "/catalog/ai-basics-guide")).result.message).toBe(
      "Chain: /catalog/ai-basics-guide is an old address that redirects to /catalog/ai-fundamentals: point /intro straight there.",
    );
    expect((await add("/catalog/ai-basics-guide", "/catalog")).result.message).toMatch(
      /already redirects to .* since its slug changed/,
    );
  });

  it("refuses a rule that would hide a live page or an address the site answers itself", async () => {
    expect((await add("/catalog/ai-fundamentals", "/catalog")).result.message).toBe(
      "/catalog/ai-fundamentals is a live page: a redirect would hide it.",
    );
    expect((await add("/catalog/*", "https://elsewhere.example/*")).result.message).toMatch(
      /^\/catalog\/\* would hide live pages, such as \/catalog/,
    );
    expect((await add("/*", "https://elsewhere.example/*")).result.message).toMatch(/would (cover|hide)/);
    expect((await add("/admin/old", "/catalog")).result.message).toBe(
      "/admin/old is inside /admin, which the site answers itself.",
    );
    // A deleted playbook's address is no page: it may be redirected.
    expect((await add("/catalog/a-guide-i-deleted", "/catalog")).result.ok).toBe(true);
  });

  it("takes only paths on this site as sources and this site or https as targets", async () => {
    expect((await add("https://elsewhere.example/old", "/catalog")).result.message).toMatch(/path on this site/);
    expect((await add("/old", "http://elsewhere.example/new")).result.message).toMatch(/https:\/\//);
    expect((await add(`${ORIGIN}/old-home`, `${ORIGIN}/catalog`)).result.ok).toBe(true);
    expect(await where("/old-home")).toEqual({ location: "/catalog", status: 301 });
  });

  it("adds a whole CSV, or none of it with every line to correct named", async () => {
    const refused = await post(
      csvForm(
        "old,new,status\n/p/first-post,/catalog/ai-fundamentals,301\n/p/loop,/p/loop\n/catalog,/tools\n/p/x,/catalog,308\n",
      ),
    );
    expect(refused).toMatchObject({
      status: 422,
      result: { ok: false, message: 'Nothing was added: 3 lines need correcting in "old-addresses.csv".' },
    });
    expect(refused.result.problems!.map((problem) => problem.line)).toEqual([3, 4, 5]);
    expect(await listCustomRedirects(t.db)).toEqual([]);

    const added = await post(
      csvForm("/p/first-post,/catalog/ai-fundamentals\n/p/second-post,https://archive.example/second,302\n"),
    );
    expect(added.result).toMatchObject({ ok: true, message: expect.stringMatching(/^Added 2 redirects/) });
    expect(await where("/p/second-post")).toEqual({ location: "https://archive.example/second", status: 302 });
  });

  it("deletes a rule: its old address answers 404 again", async () => {
    await add("/gone", "/catalog");
    const [rule] = await listCustomRedirects(t.db);
    expect((await post({ intent: "delete-custom", id: rule!.id })).result.ok).toBe(true);
    expect(await where("/gone")).toBeUndefined();
  });
});
