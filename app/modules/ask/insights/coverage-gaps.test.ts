import { describe, expect, it } from "vitest";
import { coverageGaps, newPlaybookHref } from "./coverage-gaps";

describe("coverage gaps", () => {
  it("groups unanswered questions by the topic they share, biggest first", () => {
    const gaps = coverageGaps([
      "How do I set up payroll in Canada?",
      "Payroll for my first two employees",
      "What does payroll software cost?",
      "How do I run Facebook ads?",
      "Are Facebook ads worth it for an AI agency?",
      "help",
    ]);
    expect(gaps).toEqual([
      {
        topic: "payroll",
        questions: [
          "How do I set up payroll in Canada?",
          "Payroll for my first two employees",
          "What does payroll software cost?",
        ],
      },
      { topic: "facebook", questions: ["How do I run Facebook ads?", "Are Facebook ads worth it for an AI agency?"] },
    ]);
  });

  it("pre-fills New playbook with the topic and what readers asked", () => {
    const href = newPlaybookHref({ topic: "payroll", questions: ["How do I set up payroll?", "Payroll costs?"] });
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/admin/playbooks/new");
    expect(url.searchParams.get("title")).toBe("Payroll");
    expect(url.searchParams.get("description")).toBe("Readers asked: How do I set up payroll? · Payroll costs?");
  });
});
