import { describe, expect, it } from "vitest";
import { action as subscribe } from "~/routes/api.subscribe";
import { subscribeLead } from "~/modules/leads/subscribe.server";
import { action as quizAction } from "~/routes/tools.ai-business-quiz";
import { action as quizIntroAction } from "~/routes/tools.ai-business-quiz-intro";
import { loader as resultLoader } from "~/routes/tools.results.$id";
import { action as salesAction } from "~/routes/tools.sales-blocks";
import { action as workshopAction } from "~/routes/tools.workshop-builder";
import { action as shortWorkshopAction } from "~/routes/workshop-builder";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase();

const WORKSHOP = {
  industry: "Real Estate",
  audienceLevel: "basic",
  strength: "tools",
  deliveryStyle: "intensive",
  location: "us",
  marketType: "private",
  frequency: "weekly",
};
const QUIZ = { industry: "tech", skill: "technical", delivery: "small-group", income: "20k+", confidence: "5" };

type RouteAction = (args: never) => Promise<unknown>;

function context(overrides: Record<string, string> = {}, address = "203.0.113.20") {
  return { ...t.context, clientAddress: address, config: { ...t.context.config, ...overrides } };
}

async function post(action: RouteAction, path: string, fields: Record<string, string>, ctx = context()) {
  const request = new Request(`https://playbooks.test${path}`, { method: "POST", body: new URLSearchParams(fields) });
  return (await action({ request, params: {}, context: ctx } as never)) as Response;
}

async function openResult(
  location: string,
  { cookie, ctx = context() }: { cookie?: string; ctx?: ReturnType<typeof context> } = {},
) {
  const request = new Request(`https://playbooks.test${location}`, { headers: cookie ? { Cookie: cookie } : {} });
  const id = location.split("/").pop()!.split("?")[0]!;
  return resultLoader({ request, params: { id }, context: ctx } as never);
}

async function subscriberCookie(email: string): Promise<string> {
  const request = new Request("https://playbooks.test/api/subscribe", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "https://playbooks.test" },
    body: JSON.stringify({ email, leadMagnet: "AI Business Quiz" }),
  });
  const response = await subscribe({ request, params: {}, context: context() } as never);
  return response.headers.get("Set-Cookie")!.split(";")[0]!;
}

describe("finishing a wizard tool", () => {
  it("stores the workshop blueprint under a random id and sends the visitor to its link", async () => {
    const response = await post(workshopAction, "/tools/workshop-builder", { ...WORKSHOP, step: "results" });
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/tools\/results\/[A-Za-z0-9_-]{22}$/);

    // Opened again later, from anywhere (no cookie): the same answers, with the link to copy.
    const page = await openResult(location);
    expect(page.view).toMatchObject({
      tool: "workshop-builder",
      industry: "Real Estate",
      plan: { formatName: "AI for Real Estate Teams", monthlyRevenue: 9600 },
    });
    expect(page.shareUrl).toBe(`https://playbooks.test${location}`);

    const again = await post(workshopAction, "/tools/workshop-builder", { ...WORKSHOP, step: "results" });
    expect(again.headers.get("Location")).not.toBe(location);
  });

  it("sends a visitor with an unanswered step back to it, keeping every answer and staying on its address", async () => {
    const { frequency: _frequency, ...unfinished } = WORKSHOP;
    const response = await post(shortWorkshopAction, "/workshop-builder", {
      ...unfinished,
      step: "results",
      industryNote: "x".repeat(5000),
    });
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get("Location")!, "https://playbooks.test");
    expect(back.pathname).toBe("/workshop-builder");
    // Only the valid answers go back into the URL: a posted body never becomes a giant address.
    expect(Object.fromEntries(back.searchParams)).toEqual({ ...unfinished, step: "results" });
    expect(await t.db.selectFrom("tool_results").selectAll().execute()).toEqual([]);

    const sales = await post(salesAction, "/tools/sales-blocks", { q1: "f", seed: "0a1b2c3d", step: "results" });
    expect(sales.headers.get("Location")).toBe("/tools/sales-blocks?seed=0a1b2c3d&q1=f&step=results");
  });

  it("stores the sales report's answers and scores them on the result page", async () => {
    // Options are a-f in block order: f is the avoider, b the perfectionist.
    const answers = Object.fromEntries(
      Array.from({ length: 10 }, (_, index) => [`q${index + 1}`, index < 6 ? "f" : "b"]),
    );
    const response = await post(salesAction, "/tools/sales-blocks", { ...answers, seed: "0a1b2c3d", step: "results" });
    const page = await openResult(response.headers.get("Location")!);
    expect(page.view).toMatchObject({ tool: "sales-blocks", report: { top: "avoider", secondary: "perfectionist" } });
  });
});

describe("a stored quiz blueprint", () => {
  async function storedQuiz() {
    const response = await post(quizAction, "/tools/ai-business-quiz", { ...QUIZ, step: "results" });
    return response.headers.get("Location")!;
  }

  it("keeps the roadmaps locked on its link until this browser's e-mail is stored", async () => {
    const location = await storedQuiz();
    const locked = await openResult(location);
    expect(locked.view).toMatchObject({ tool: "ai-business-quiz", answers: QUIZ });
    expect(JSON.stringify(locked)).not.toContain("roadmaps");

    const cookie = await subscriberCookie("quiz@example.com");
    const unlocked = await openResult(location, { cookie });
    expect(unlocked.view.tool === "ai-business-quiz" && Object.keys(unlocked.view.roadmaps ?? {})).toEqual([
      "automation",
      "consulting",
      "workshop",
    ]);
  });

  it("counts an e-mail left on it under the quiz door it was taken through", async () => {
    const finished = await post(quizIntroAction, "/tools/ai-business-quiz-intro", QUIZ);
    const resultId = finished.headers.get("Location")!.split("/").pop()!;
    const visit = {
      address: "203.0.113.77",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/139.0",
      optedOut: false,
    };
    const lead = {
      email: "door@example.com",
      leadMagnet: "AI Business Quiz",
      resultId,
      conversionPage: `/tools/results/${resultId}`,
    };
    expect((await subscribeLead(context(), lead, visit)).ok).toBe(true);
    await t.context.analytics.flush();
    expect(await t.db.selectFrom("analytics_events").select(["name", "variant", "path"]).execute()).toEqual([
      { name: "tool_email", variant: "intro", path: "/tools/ai-business-quiz-intro" },
    ]);
    // The lead's own record keeps the page it really converted on.
    expect(await t.db.selectFrom("leads").select("conversion_page").execute()).toEqual([
      { conversion_page: `/tools/results/${resultId}` },
    ]);
  });

  it("offers no paid program whose page is not configured, and each configured one", async () => {
    const location = await storedQuiz();
    const bare = await openResult(location);
    expect(bare.view.tool === "ai-business-quiz" && bare.view.offers).toEqual({
      newsletter: t.context.config.NEWSLETTER_URL,
    });

    const configured = await openResult(location, {
      ctx: context({ AUTOMATION_OFFER_URL: "https://automation.example/", WORKSHOP_KIT_URL: "https://kit.example/" }),
    });
    expect(configured.view.tool === "ai-business-quiz" && configured.view.offers).toMatchObject({
      automation: "https://automation.example/",
      workshopKit: "https://kit.example/",
    });
  });
});

describe("a result link", () => {
  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "not-a-token", "../../etc/passwd"]) {
      const thrown = await resultLoader({
        request: new Request(`https://playbooks.test/tools/results/${id}`),
        params: { id },
        context: context(),
      } as never).catch((error: unknown) => error);
      expect(thrown).toMatchObject({ init: { status: 404 } });
    }
  });
});
