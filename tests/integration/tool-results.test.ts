import { describe, expect, it } from "vitest";
import { action as subscribe } from "~/routes/api.subscribe";
import { subscribeLead } from "~/modules/leads/subscribe.server";
import { action as quizAction } from "~/routes/tools.ai-business-quiz";
import { action as quizIntroAction } from "~/routes/tools.ai-business-quiz-intro";
import { loader as resultLoader } from "~/routes/tools.results.$id";
import { action as salesAction } from "~/routes/tools.sales-blocks";
import { action as workshopAction } from "~/routes/tools.workshop-builder";
import { action as shortWorkshopAction } from "~/routes/workshop-builder";
import pino from "pino";
import { readJson, toJson } from "~/db/json";
import { buildBuiltinSprintPlan } from "~/modules/tools/sprint-planner/builtin-plan";
import { saveToolResult } from "~/modules/tools/results/store.server";
import { readSprintAnswers } from "~/modules/tools/sprint-planner/answers";
import { withTestDatabase } from "../support/test-database";
import { TECH_QUIZ as QUIZ, REAL_ESTATE_WORKSHOP as WORKSHOP } from "../support/tool-answers";

const t = withTestDatabase();

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
  const page = await resultLoader({ request, params: { id }, context: ctx } as never);
  if (page.status !== "found") throw new Error(`the result at ${location} is ${page.status}`);
  return page;
}

/** The cookie a browser is given for leaving `email` (from the result `resultId`, when given). */
async function subscriberCookie(email: string, resultId?: string): Promise<string> {
  const request = new Request("https://playbooks.test/api/subscribe", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "https://playbooks.test" },
    body: JSON.stringify({ email, leadMagnet: "AI Business Quiz", ...(resultId ? { resultId } : {}) }),
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
      industry: "Real estate",
      plan: { formatName: "AI for Real Estate Teams", monthlyRevenue: 9600 },
    });
    expect(page.shareUrl).toBe(`https://playbooks.test${location}`);

    // A link made when the builder spelled it "Real Estate" still opens the same blueprint.
    const old = await post(workshopAction, "/tools/workshop-builder", {
      ...WORKSHOP,
      industry: "Real Estate",
      step: "results",
    });
    expect((await openResult(old.headers.get("Location")!)).view).toMatchObject({ industry: "Real estate" });

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

  it("opens only the result it was sent from for a browser that types an address already on file", async () => {
    await subscriberCookie("owner@example.com");
    const here = await storedQuiz();
    const elsewhere = await storedQuiz();
    const cookie = await subscriberCookie("owner@example.com", here.split("/").pop());
    const opened = await openResult(here, { cookie });
    expect(opened.view.tool === "ai-business-quiz" && opened.view.roadmaps).toBeTruthy();
    expect(JSON.stringify(await openResult(elsewhere, { cookie }))).not.toContain("roadmaps");
  });

  it("shows every lead its own resources pack link, and no other browser's", async () => {
    const location = await storedQuiz();
    expect((await openResult(location)).pack).toBeUndefined();

    const cookie = await subscriberCookie("pack-on-quiz@example.com", location.split("/").pop());
    const { pack_token: token } = await t.db
      .selectFrom("leads")
      .select("pack_token")
      .where("email", "=", "pack-on-quiz@example.com")
      .executeTakeFirstOrThrow();
    const mine = await openResult(location, { cookie });
    expect(mine.pack?.link).toBe(`/resources/${token}`);

    // The same address typed in another browser opens the roadmaps there, never the pack.
    const stranger = await subscriberCookie("pack-on-quiz@example.com", location.split("/").pop());
    const theirs = await openResult(location, { cookie: stranger });
    expect(theirs.view.tool === "ai-business-quiz" && theirs.view.roadmaps).toBeTruthy();
    expect(theirs.pack).toBeUndefined();
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
    expect((await subscribeLead(context(), lead, { visit })).ok).toBe(true);
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

/** The test database's context, with the log lines kept to be read. */
function loggingContext() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { ctx: { ...context(), logger }, lines };
}

const storedPayload = async (id: string) => {
  const row = await t.db.selectFrom("tool_results").select("payload").where("id", "=", id).executeTakeFirstOrThrow();
  return readJson<Record<string, unknown>>(row.payload, {});
};

describe("what a result keeps", () => {
  it("stores what the schema returned, not the raw input: no unknown field, text trimmed", async () => {
    const plan = buildBuiltinSprintPlan(
      readSprintAnswers(new URLSearchParams({ goal: "Launch a workshop", why: "Income", success: "Ten paying seats" })),
    );
    const raw = { ...plan, vision: { ...plan.vision, goal: `  ${plan.vision.goal}  ` }, injected: "<script>" };
    const id = await saveToolResult(
      t.context,
      { tool: "sprint-planner", plan: raw, source: "builtin" },
      "/tools/sprint-planner",
    );
    const payload = await storedPayload(id);
    expect(JSON.stringify(payload)).not.toContain("injected");
    expect(payload).toMatchObject({ plan: { vision: { goal: plan.vision.goal } }, source: "builtin" });

    const sales = await saveToolResult(
      t.context,
      {
        tool: "sales-blocks",
        answers: {
          ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, "a"])),
          note: "x".repeat(2000),
        },
      },
      "/tools/sales-blocks",
    );
    expect(Object.keys((await storedPayload(sales)).answers as object)).not.toContain("note");
  });

  it("shows a result its tool no longer accepts as outdated, leads back into the tool with the answers that still fit, and logs it", async () => {
    const response = await post(quizAction, "/tools/ai-business-quiz", { ...QUIZ, step: "results" });
    const id = response.headers.get("Location")!.split("/").pop()!;
    // As if a later version of the quiz had dropped the answer "20k+": this row no longer reads.
    await t.db
      .updateTable("tool_results")
      .set({ payload: toJson({ answers: { ...QUIZ, income: "retired-option" } }) })
      .where("id", "=", id)
      .execute();
    const { ctx, lines } = loggingContext();
    const page = await resultLoader({
      request: new Request(`https://playbooks.test/tools/results/${id}`),
      params: { id },
      context: ctx,
    } as never);
    expect(page).toMatchObject({ status: "outdated", tool: "ai-business-quiz" });
    const resume = new URL(page.status === "outdated" ? page.resumePath : "", "https://playbooks.test");
    expect(resume.pathname).toBe("/tools/ai-business-quiz");
    expect(Object.fromEntries(resume.searchParams)).toMatchObject({
      industry: "tech",
      skill: "technical",
      confidence: "5",
    });
    expect(resume.searchParams.has("income")).toBe(false);
    expect(lines.find((line) => line.msg === "stored tool result no longer passes its schema")).toMatchObject({
      level: 50,
      resultId: id,
      tool: "ai-business-quiz",
    });
  });
});
