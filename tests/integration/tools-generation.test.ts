import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GENERATION_LIMIT } from "~/modules/ai/run-generation.server";
import { sprintPlanSchema } from "~/modules/tools/sprint-planner/plan";
import { explanationPackageSchema } from "~/modules/tools/translator/package";
import { action as sprintAction } from "~/routes/tools.sprint-planner";
import { action as translatorAction } from "~/routes/tools.industry-ai-translator";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { followToStoredResult } from "../support/stored-results";
import { withTestDatabase } from "../support/test-database";
import { SPRINT_ANSWERS } from "../support/tool-answers";

const t = withTestDatabase();
let fake: FakeOpenAi;

beforeEach(async () => {
  fake = await startFakeOpenAi();
});
afterEach(() => fake.close());

const modelPlan = {
  vision: { goal: "Sign 3 AI audit clients", why: "Independence", metrics: ["3 signed contracts"] },
  weeklyMilestones: Array.from({ length: 12 }, (_, index) => ({
    week: index + 1,
    title: `Model milestone ${index + 1}`,
    status: index === 0 ? "current" : "upcoming",
  })),
  dailyMinimums: ["45 minutes of outreach", "15 minutes of review"],
  weekOnePlan: { monday: "a", tuesday: "b", wednesday: "c", thursday: "d", friday: "e", saturday: "f", sunday: "g" },
  obstaclePlaybook: [{ obstacle: "Perfectionism", solution: "Ship at 80%", protocol: "Share before polishing" }],
  weeklyRhythm: { sunday: "Plan", wednesday: "Check", friday: "Review" },
};

function context(timeoutMs = 5_000) {
  return {
    ...t.context,
    clientAddress: "203.0.113.50",
    config: {
      ...t.context.config,
      AI_BASE_URL: fake.url,
      AI_API_KEY: "test-key",
      AI_MODEL: "fake-model",
      AI_TIMEOUT_MS: timeoutMs,
    },
  };
}

function post(fields: Record<string, string>) {
  return new Request("http://x/tools/sprint-planner", { method: "POST", body: new URLSearchParams(fields) });
}

type Answer = { data: { ok: boolean; value?: unknown; source?: string; error?: string }; init: ResponseInit | null };

/** The action's answer; a success (a redirect to the stored plan) is read back as { ok, value, source }. */
async function generatePlan(ctx = context()): Promise<Answer> {
  const answer = await sprintAction({ request: post(SPRINT_ANSWERS), params: {}, context: ctx } as never);
  if (!(answer instanceof Response)) return answer as unknown as Answer;
  const stored = await followToStoredResult(t.context, answer);
  if (stored.tool !== "sprint-planner") throw new Error(`stored a ${stored.tool} result`);
  return { data: { ok: true, value: stored.plan, source: stored.source }, init: { status: answer.status } };
}

describe("sprint planner generation through an OpenAI-compatible endpoint", () => {
  it("uses a good JSON answer and sends the spec's request", async () => {
    fake.queue({ kind: "content", content: JSON.stringify(modelPlan) });
    const { data } = await generatePlan();
    expect(data).toMatchObject({ ok: true, source: "ai" });
    expect((data.value as typeof modelPlan).weeklyMilestones[4]!.title).toBe("Model milestone 5");
    expect(fake.requests[0]).toMatchObject({
      authorization: "Bearer test-key",
      body: { model: "fake-model", max_tokens: 1500, temperature: 0.7, response_format: { type: "json_object" } },
    });
    const prompt = JSON.stringify(fake.requests[0]!.body.messages);
    expect(prompt).toContain("Sign three clients for my AI audit");
    expect(prompt).toContain("Perfectionism");
  });

  it("reads JSON inside code fences and inside prose", async () => {
    fake.queue(
      { kind: "content", content: "```json\n" + JSON.stringify(modelPlan) + "\n```" },
      { kind: "content", content: `Here is your plan!\n${JSON.stringify(modelPlan)}\nGood luck.` },
    );
    for (let i = 0; i < 2; i += 1) expect((await generatePlan()).data).toMatchObject({ ok: true, source: "ai" });
  });

  it("completes a plan that has only the required sections, padding the weeks", async () => {
    const { vision, dailyMinimums } = modelPlan;
    fake.queue({
      kind: "content",
      content: JSON.stringify({ vision, dailyMinimums, weeklyMilestones: [{ title: "Only week" }] }),
    });
    const { data } = await generatePlan();
    const plan = sprintPlanSchema.parse(data.value);
    expect(data.source).toBe("ai");
    expect(plan.weeklyMilestones[0]!.title).toBe("Only week");
    expect(plan.weeklyMilestones).toHaveLength(12);
    expect(plan.weekOnePlan.monday).toContain("Sign three clients");
  });

  it("falls back to the built-in plan on invalid JSON or a wrong shape", async () => {
    fake.queue(
      { kind: "content", content: "{ this is not json" },
      { kind: "content", content: '{"plan":"do things"}' },
    );
    for (let i = 0; i < 2; i += 1) {
      const { data } = await generatePlan();
      expect(data).toMatchObject({ ok: true, source: "builtin" });
      expect(sprintPlanSchema.parse(data.value).vision.goal).toBe(SPRINT_ANSWERS.goal);
    }
  });

  it("retries a 500 once and uses the second answer", async () => {
    fake.queue({ kind: "status", status: 500 }, { kind: "content", content: JSON.stringify(modelPlan) });
    expect((await generatePlan()).data).toMatchObject({ ok: true, source: "ai" });
    expect(fake.requests).toHaveLength(2);
  });

  it("gives the built-in plan after two 500s or two timeouts", async () => {
    fake.queue({ kind: "status", status: 500 }, { kind: "status", status: 503 });
    expect((await generatePlan()).data).toMatchObject({ ok: true, source: "builtin" });

    fake.setDefault({ kind: "hang" });
    const started = Date.now();
    expect((await generatePlan(context(1_000))).data).toMatchObject({ ok: true, source: "builtin" });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(fake.requests).toHaveLength(4);
  });

  it("refuses bad answers with a clear message before calling the model", async () => {
    const response = (await sprintAction({
      request: post({ ...SPRINT_ANSWERS, hours: "0" }),
      params: {},
      context: context(),
    } as never)) as unknown as { data: { ok: boolean; error: string }; init: ResponseInit };
    expect(response.init.status).toBe(400);
    expect(response.data.ok).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });

  it("limits generations per address with a clear 429", async () => {
    fake.setDefault({ kind: "content", content: JSON.stringify(modelPlan) });
    for (let i = 0; i < GENERATION_LIMIT.limit; i += 1) expect((await generatePlan()).data.ok).toBe(true);
    const limited = await generatePlan();
    expect(limited.init?.status).toBe(429);
    expect(limited.data.error).toMatch(
      /^You have generated a lot in a short time\. Please try again in \d+ minutes\.$/,
    );
  });
});

describe("translator generation", () => {
  const fields = {
    industry: "legal",
    location: "uk",
    companySize: "small",
    aiConcept: "rag",
    audienceLevel: "cautious",
  };
  const run = async () => {
    const answer = await translatorAction({
      request: new Request("http://x/tools/industry-ai-translator", {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
      params: {},
      context: context(),
    } as never);
    const stored = await followToStoredResult(t.context, answer);
    if (stored.tool !== "industry-ai-translator") throw new Error(`stored a ${stored.tool} result`);
    return { value: stored.package, source: stored.source };
  };

  it("keeps the model's usable sections and fills the rest", async () => {
    fake.queue({
      kind: "content",
      content: '{"openingHook":"Picture Monday with half the paperwork.","metaphors":"oops"}',
    });
    const data = await run();
    const result = explanationPackageSchema.parse(data.value);
    expect(data.source).toBe("ai");
    expect(result.openingHook).toBe("Picture Monday with half the paperwork.");
    expect(result.demonstration.title).toBe("Ask your own policy documents");
  });

  it("gives the complete built-in package when the answer is unusable", async () => {
    fake.queue({ kind: "content", content: "Sorry, I cannot help with that." });
    const data = await run();
    expect(data.source).toBe("builtin");
    expect(explanationPackageSchema.parse(data.value).onePageSummary.title).toBe(
      "AI for Legal: Retrieval (AI on your own documents) in plain English",
    );
  });
});
