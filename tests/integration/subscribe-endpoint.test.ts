import { describe, expect, it } from "vitest";
import { confirmationLink } from "~/modules/leads/confirmation-email.server";
import { ownedLead } from "~/modules/leads/subscriber-cookie.server";
import { action as subscribeAction } from "~/routes/api.subscribe";
import { action as confirmAction, loader as confirmLoader } from "~/routes/subscribe.confirm";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase();
const SITE = "https://playbooks.test";

const doubleOptIn = () => ({
  ...t.context,
  clientAddress: "203.0.113.9",
  config: { ...t.context.config, DOUBLE_OPT_IN: true, SMTP_URL: "smtp://127.0.0.1:1", SMTP_FROM: "a@playbooks.test" },
});

function subscribe(headers: Record<string, string>, body: BodyInit, context = t.context) {
  const request = new Request(`${SITE}/api/subscribe`, { method: "POST", headers, body });
  return subscribeAction({ request, params: {}, context } as never);
}

const json = { "Content-Type": "application/json" };
const email = JSON.stringify({ email: "reader@example.com" });

describe("POST /api/subscribe", () => {
  it("refuses a request with no Origin unless its Referer is a page of this site", async () => {
    const bare = await subscribe(json, email);
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual({ error: "Forbidden: this request did not come from this site." });
    expect((await subscribe({ ...json, Referer: "https://evil.example/tools" }, email)).status).toBe(403);
    expect((await subscribe({ ...json, Origin: "https://evil.example", Referer: `${SITE}/` }, email)).status).toBe(403);
    expect(await t.db.selectFrom("leads").select("email").execute()).toEqual([]);

    expect((await subscribe({ ...json, Referer: `${SITE}/tools/ai-business-quiz` }, email)).status).toBe(200);
    expect((await subscribe({ ...json, Origin: SITE }, email)).status).toBe(200);
  });

  it("says what will come by e-mail, in JSON and on the page a plain form returns to", async () => {
    const answer = await subscribe({ ...json, Origin: SITE }, email);
    expect(await answer.json()).toEqual({ ok: true, followUp: "none" });

    const form = new URLSearchParams({ email: "form@example.com", returnTo: "/tools/workshop-builder?step=results" });
    const redirect = await subscribe({ Origin: SITE }, form, doubleOptIn());
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("Location")).toBe("/tools/workshop-builder?step=results&subscribed=confirm-email");
  });
});

describe("/subscribe/confirm", () => {
  async function pendingLink(): Promise<URL> {
    await subscribe({ ...json, Origin: SITE }, email, doubleOptIn());
    const { id } = await t.db.selectFrom("leads").select("id").executeTakeFirstOrThrow();
    return new URL(await confirmationLink(t.context, id));
  }
  const call = (fn: (args: never) => unknown, request: Request) =>
    fn({ request, params: {}, context: t.context } as never) as Promise<{ data: unknown; init: ResponseInit | null }>;

  it("asks before confirming, confirms on the button, and answers a wrong link with 404", async () => {
    const link = await pendingLink();
    const asked = await call(confirmLoader, new Request(link));
    expect(asked.data).toMatchObject({ status: "ask", email: "reader@example.com" });

    const press = new Request(`${SITE}/subscribe/confirm`, {
      method: "POST",
      headers: { Origin: SITE },
      body: new URLSearchParams(link.searchParams),
    });
    const pressed = await call(confirmAction, press);
    expect(pressed.data).toEqual({ status: "confirmed" });
    // Whoever confirms from the mailbox's link owns the lead in that browser (its pack, its roadmaps).
    const cookie = new Headers(pressed.init?.headers).get("Set-Cookie")!.split(";")[0]!;
    const owned = await ownedLead(new Request(`${SITE}/tools`, { headers: { Cookie: cookie } }), t.context);
    expect(owned?.id).toBe(link.searchParams.get("lead"));
    expect(await t.db.selectFrom("leads").select("confirmation").executeTakeFirst()).toEqual({
      confirmation: "confirmed",
    });

    link.searchParams.set("token", "x".repeat(43));
    const wrong = await call(confirmLoader, new Request(link));
    expect(wrong).toMatchObject({ data: { status: "invalid" }, init: { status: 404 } });
  });

  it("answers a link past its date with 410 and a page that says so, and confirms nothing", async () => {
    await subscribe({ ...json, Origin: SITE }, email, doubleOptIn());
    const { id } = await t.db.selectFrom("leads").select("id").executeTakeFirstOrThrow();
    const made = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const link = new URL(await confirmationLink(t.context, id, made));
    expect(await call(confirmLoader, new Request(link))).toMatchObject({
      data: { status: "expired" },
      init: { status: 410 },
    });
    const press = new Request(`${SITE}/subscribe/confirm`, {
      method: "POST",
      headers: { Origin: SITE },
      body: new URLSearchParams(link.searchParams),
    });
    expect((await call(confirmAction, press)).data).toEqual({ status: "expired" });
    expect(await t.db.selectFrom("leads").select("confirmation").executeTakeFirst()).toEqual({
      confirmation: "pending",
    });
  });
});
