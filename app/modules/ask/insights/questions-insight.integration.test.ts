import { describe, expect, it } from "vitest";
import { insertQuestion, rateAnswer } from "~/db/queries/ask-questions.server";
import { sqlEventStore } from "~/modules/analytics/event-store.server";
import { maintainAnalytics } from "~/modules/analytics/rollup.server";
import { withTestDatabase } from "../../../../tests/support/test-database";
import { questionsInsight } from "./questions-insight.server";

const t = withTestDatabase();
const at = (iso: string) => new Date(iso);

describe("Questions in /admin/insights", () => {
  it("counts the period's questions by how they were answered, groups the unanswered as gaps, and reads the ratings", async () => {
    const ask = (question: string, status: "answered" | "partial" | "not_found", when = "2026-11-20T10:00:00Z") =>
      insertQuestion(t.db, { question, status, mode: "extractive", answer: "…" }, at(when));
    const rated = await ask("How does price anchoring work?", "answered");
    await ask("What is a context window?", "answered");
    await ask("How do I set up payroll in Canada?", "not_found", "2026-11-20T12:00:00Z");
    await ask("Payroll for my first employees", "partial", "2026-11-20T11:00:00Z");
    await ask("Asked long before the period", "not_found", "2026-10-01T10:00:00Z");
    await rateAnswer(t.db, rated, { feedback: "down", reason: "A source does not say this" });
    const insight = await questionsInsight(t.db, "2026-11-14T00:00:00.000Z", "2026-11-21T00:00:00.000Z");
    expect(insight).toMatchObject({
      total: 4,
      byStatus: { answered: 2, partial: 1, not_found: 1 },
      feedback: { up: 0, down: 1, reasons: [{ reason: "A source does not say this", count: 1 }] },
    });
    expect(insight.gaps).toEqual([
      {
        topic: "payroll",
        questions: ["How do I set up payroll in Canada?", "Payroll for my first employees"],
        newPlaybookHref: expect.stringMatching(/^\/admin\/playbooks\/new\?title=Payroll&description=Readers\+asked/),
      },
    ]);
  });

  it("forgets questions with the analytics events, after the retention", async () => {
    await insertQuestion(
      t.db,
      { question: "old", status: "answered", mode: "extractive", answer: "…" },
      at("2026-10-01T10:00:00Z"),
    );
    await insertQuestion(
      t.db,
      { question: "new", status: "answered", mode: "extractive", answer: "…" },
      at("2026-11-27T10:00:00Z"),
    );
    await maintainAnalytics(t.db, sqlEventStore(t.db), { retentionDays: 30, now: at("2026-11-28T12:00:00Z") });
    const left = await t.db.selectFrom("ask_questions").select("question").execute();
    expect(left).toEqual([{ question: "new" }]);
  });
});
