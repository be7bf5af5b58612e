import { describe, expect, it } from "vitest";
import { action as subscribe } from "~/routes/api.subscribe";
import { loader as packRouteLoader } from "~/routes/resources.$token.($item)";

import { loader as resultLoader } from "~/routes/tools.results.$id";
import { action as workshopAction } from "~/routes/tools.workshop-builder";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase({ seeded: true });
const ORIGIN = "https://playbooks.test";
const WORKSHOP = {
  industry: "Legal",
  audienceLevel: "never",
  strength: "facilitation",
  deliveryStyle: "intro",
  location: "other",
  marketType: "mixed",
  frequency: "trial",
};

const context = () => ({ ...t.context, clientAddress: "203.0.113.31" });

const openPack = (params: { token: string; item?: string }) => packRouteLoader({ params, context: context() } as never);

async function openItem(token: string, item: string) {
  const page = await openPack({ token, item });
  if (!("item" in page)) throw new Error("not an item page");
  return page;
}

async function storedBlueprint(): Promise<string> {
  const request = new Request(`${ORIGIN}/tools/workshop-builder`, {
    method: "POST",
    body: new URLSearchParams(WORKSHOP),
  });
  const response = (await workshopAction({ request, params: {}, context: context() } as never)) as Response;
  return response.headers.get("Location")!.split("/").pop()!;
}

async function openBlueprint(id: string, cookie?: string) {
  const request = new Request(`${ORIGIN}/tools/results/${id}?resources=1`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  const page = await resultLoader({ request, params: { id }, context: context() } as never);
  if (page.status !== "found" || page.view.tool !== "workshop-builder") throw new Error("not a blueprint");
  return page.view.pack;
}

/**
 * A plain form post from the blueprint's pack card, as before scripts load, from a browser
 * holding `cookie`; answers the cookie it is given (or the one it had, when none is set). No
 * mail server is set, so nothing is promised by e-mail.
 */
async function subscribeFrom(id: string, email: string, cookie = ""): Promise<string> {
  const request = new Request(`${ORIGIN}/api/subscribe`, {
    method: "POST",
    headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({
      email,
      leadMagnet: "Workshop Resources Pack",
      resultId: id,
      returnTo: `/tools/results/${id}?resources=1`,
    }),
  });
  const response = await subscribe({ request, params: {}, context: context() } as never);
  expect(response.headers.get("Location")).toBe(`/tools/results/${id}?resources=1&subscribed=none`);
  return response.headers.get("Set-Cookie")?.split(";")[0] ?? cookie;
}

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe("the resources pack behind a lead's own link", () => {
  it("lists what the pack holds, then shows this browser's own link as soon as its e-mail is stored", async () => {
    const id = await storedBlueprint();
    const before = await openBlueprint(id);
    expect(before.link).toBeUndefined();
    expect(before.items.map((item) => item.title)).toEqual([
      "Your First AI Workshop: Step-by-Step Guide and Slide Outline",
      "Printable AI Cheat Sheet for Participants",
      "Visual Explainer: How an AI Assistant Answers",
      "Prompt Pack: 56 Prompts for Running AI Workshops",
    ]);

    const cookie = await subscribeFrom(id, "facilitator@example.com");
    const after = await openBlueprint(id, cookie);
    const lead = await t.db
      .selectFrom("leads")
      .innerJoin("lead_submissions", "lead_submissions.lead_id", "leads.id")
      .select(["pack_token", "result_id"])
      .executeTakeFirstOrThrow();
    expect(lead.result_id).toBe(id);
    expect(lead.pack_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(after.link).toBe(`/resources/${lead.pack_token}`);

    // Someone else opening the shared blueprint does not get this lead's pack.
    expect((await openBlueprint(id)).link).toBeUndefined();
  });

  it("never shows the pack of an address on file to another browser that types it, nor a forged cookie", async () => {
    const mine = await storedBlueprint();
    const ownerCookie = await subscribeFrom(mine, "facilitator@example.com");
    const ownLink = (await openBlueprint(mine, ownerCookie)).link;
    expect(ownLink).toMatch(/^\/resources\//);

    const theirs = await storedBlueprint();
    const strangerCookie = await subscribeFrom(theirs, "facilitator@example.com");
    expect((await openBlueprint(theirs, strangerCookie)).link).toBeUndefined();
    expect((await openBlueprint(mine, strangerCookie)).link).toBeUndefined();
    // The cookie the endpoint used to give out was the bare lead id: it names nothing now.
    const { id: leadId } = await t.db.selectFrom("leads").select("id").executeTakeFirstOrThrow();
    expect((await openBlueprint(mine, `subscriber=${leadId}`)).link).toBeUndefined();
    expect((await openBlueprint(mine, ownerCookie)).link).toBe(ownLink);
  });

  it("opens the pack and each item for the token's holder only", async () => {
    const id = await storedBlueprint();
    await subscribeFrom(id, "reader@example.com");
    const token = (await t.db.selectFrom("leads").select("pack_token").executeTakeFirstOrThrow()).pack_token!;

    const pack = await openPack({ token });
    expect("items" in pack && pack.items).toHaveLength(4);
    const sheet = await openItem(token, "participant-cheat-sheet");
    expect(sheet.item.html).toContain("<table>");
    expect(sheet.item.html).toContain("Never paste in");
    expect(sheet.next).toEqual({ slug: "visual-explainer", title: "Visual Explainer: How an AI Assistant Answers" });
    const explainer = await openItem(token, "visual-explainer");
    expect(explainer.item.html).toMatch(
      /<figure><img src="\/media\/resources\/visual-explainer\/[\w.-]+\.svg" alt="Flow/,
    );

    for (const params of [
      { token: "AAAAAAAAAAAAAAAAAAAAAA" },
      { token: "not-a-token" },
      { token, item: "no-such-item" },
    ]) {
      expect(await rejection(openPack(params))).toMatchObject({ init: { status: 404 } });
    }
  });
});
