import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hasLandingAccess, LANDING_ACCESS_DAYS } from "~/modules/tools/landing-builder/access.server";
import { landingContentSchema } from "~/modules/tools/landing-builder/content";
import { action, loader } from "~/routes/tools.workshop-landing-builder";
import { followToStoredResult } from "../support/stored-results";
import { withTestDatabase } from "../support/test-database";
import { LANDING_FORM as FORM } from "../support/tool-answers";

const t = withTestDatabase();
const CODE = "kit-2025-secret";

const context = (address = "203.0.113.77") => ({
  ...t.context,
  clientAddress: address,
  config: { ...t.context.config, LANDING_ACCESS_CODE: CODE },
});

type Result = { data: Record<string, unknown>; init: ResponseInit | null };

function post(fields: Record<string, string>, cookie?: string) {
  return new Request("http://x/tools/workshop-landing-builder", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
  });
}

async function unlock(code: string, address?: string): Promise<Result> {
  return (await action({
    request: post({ intent: "unlock", code }),
    params: {},
    context: context(address),
  } as never)) as never;
}

describe("landing builder access", () => {
  it("never sends the code to the browser and stays locked without the cookie", async () => {
    const data = await loader({
      request: new Request("http://x/tools/workshop-landing-builder"),
      params: {},
      context: context(),
    } as never);
    expect(data).toEqual({ unlocked: false, available: true });
    expect(JSON.stringify(data)).not.toContain(CODE);
  });

  it("refuses a wrong code and grants a signed cookie for the right one, for a week", async () => {
    const wrong = await unlock("guess");
    expect(wrong.init?.status).toBe(401);
    expect(wrong.data).toMatchObject({
      ok: false,
      error: "Please enter the correct access code for AI Workshop Kit students.",
    });

    const right = await unlock(CODE);
    expect(right.data).toMatchObject({ ok: true });
    const setCookie = new Headers(right.init?.headers).get("Set-Cookie")!;
    expect(setCookie).toMatch(/^landing_access=/);
    expect(setCookie).not.toContain(CODE);
    expect(setCookie).toMatch(new RegExp(`Max-Age=${LANDING_ACCESS_DAYS * 24 * 60 * 60};`));
    const cookie = setCookie.split(";")[0]!;
    const request = new Request("http://x/tools/workshop-landing-builder", { headers: { Cookie: cookie } });
    expect(await loader({ request, params: {}, context: context() } as never)).toEqual({
      unlocked: true,
      available: true,
    });
    // A new code revokes the old sessions.
    const rotated = { ...context(), config: { ...context().config, LANDING_ACCESS_CODE: "new-code" } };
    expect(await loader({ request, params: {}, context: rotated } as never)).toMatchObject({ unlocked: false });
    // The grant ends after a week even if the browser keeps the cookie.
    const nextWeek = new Date(Date.now() + LANDING_ACCESS_DAYS * 24 * 60 * 60 * 1000 + 1000);
    expect(await hasLandingAccess(request, context() as never, nextWeek)).toBe(false);
  });

  it("honours only cookies signed with this server's secret", async () => {
    const cookie = new Headers((await unlock(CODE)).init?.headers).get("Set-Cookie")!.split(";")[0]!;
    const request = new Request("http://x/tools/workshop-landing-builder", { headers: { Cookie: cookie } });
    const otherServer = {
      ...context(),
      config: { ...context().config, SESSION_SECRET: "another-server-secret-".repeat(2) },
    };
    expect(await hasLandingAccess(request, otherServer as never)).toBe(false);
    // The old cookie: an HMAC of a fixed text keyed by the code itself, which anyone can make.
    const keyedByCode = createHmac("sha256", CODE).update("workshop-landing-builder").digest("base64url");
    const old = new Request("http://x/tools/workshop-landing-builder", {
      headers: { Cookie: `landing_access=${encodeURIComponent(btoa(JSON.stringify(keyedByCode)))}` },
    });
    expect(await hasLandingAccess(old, context() as never)).toBe(false);
  });

  it("stops guessing after ten wrong codes from one address", async () => {
    for (let i = 0; i < 10; i += 1) expect((await unlock(`guess-${i}`, "198.51.100.9")).init?.status).toBe(401);
    expect((await unlock(CODE, "198.51.100.9")).init?.status).toBe(429);
  });

  it("generates only for unlocked browsers", async () => {
    const refused = (await action({
      request: post({ intent: "generate", ...FORM }),
      params: {},
      context: context(),
    } as never)) as Result;
    expect(refused.init?.status).toBe(403);

    const cookie = new Headers((await unlock(CODE)).init?.headers).get("Set-Cookie")!.split(";")[0]!;
    const generated = await action({
      request: post({ intent: "generate", ...FORM }, cookie),
      params: {},
      context: context(),
    } as never);
    // The visitor is sent to the stored page, which says once that it was just generated.
    expect((generated as unknown as Response).headers.get("Location")).toMatch(/\?generated=1$/);
    const stored = await followToStoredResult(t.context, generated);
    expect(stored).toMatchObject({ tool: "workshop-landing-builder", source: "builtin", values: FORM });
    expect(stored.tool === "workshop-landing-builder" && landingContentSchema.parse(stored.content).callToAction).toBe(
      "Register Now",
    );
  });

  it("checks each step's required fields on the server when JavaScript is off", async () => {
    const blocked = (await action({
      request: post({ intent: "step-2", currentStep: "1", workshopName: "Only a name" }),
      params: {},
      context: context(),
    } as never)) as Result;
    expect(blocked.data).toMatchObject({ step: 1, missing: ["format", "audience", "industry"] });
    const moved = (await action({
      request: post({ intent: "step-2", currentStep: "1", ...FORM }),
      params: {},
      context: context(),
    } as never)) as Result;
    expect(moved.data).toMatchObject({ step: 2, missing: [] });
  });
});
