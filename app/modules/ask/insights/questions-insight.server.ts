import type { Kysely } from "kysely";
import { questionsBetween } from "~/db/queries/ask-questions.server";
import type { AskQuestionsTable, Database } from "~/db/schema";
import type { AskStatus } from "../contract";
import { coverageGaps, newPlaybookHref, type CoverageGap } from "./coverage-gaps";

/** The questions read for a period: enough for a small site's month; the shares say when more were asked. */
const MAX_READ = 2000;
const LISTED = 50;

export interface QuestionsInsight {
  total: number;
  byStatus: Record<AskStatus, number>;
  feedback: { up: number; down: number; reasons: { reason: string; count: number }[] };
  gaps: (CoverageGap & { newPlaybookHref: string })[];
  recent: Pick<
    AskQuestionsTable,
    "id" | "asked_at" | "question" | "status" | "mode" | "answer" | "feedback" | "feedback_reason"
  >[];
}

/** What readers asked in [from, to) (ISO times): the shares answered, partly answered and not found, gaps, ratings. */
export async function questionsInsight(db: Kysely<Database>, from: string, to: string): Promise<QuestionsInsight> {
  const rows = await questionsBetween(db, from, to, MAX_READ);
  const byStatus: Record<AskStatus, number> = { answered: 0, partial: 0, not_found: 0 };
  const reasons = new Map<string, number>();
  let up = 0;
  for (const row of rows) {
    byStatus[row.status] += 1;
    if (row.feedback === "up") up += 1;
    if (row.feedback === "down")
      reasons.set(row.feedback_reason ?? "Other", (reasons.get(row.feedback_reason ?? "Other") ?? 0) + 1);
  }
  const down = [...reasons.values()].reduce((sum, count) => sum + count, 0);
  const unanswered = rows.filter((row) => row.status !== "answered").map((row) => row.question);
  return {
    total: rows.length,
    byStatus,
    feedback: {
      up,
      down,
      reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
    },
    gaps: coverageGaps(unanswered).map((gap) => ({ ...gap, newPlaybookHref: newPlaybookHref(gap) })),
    recent: rows
      .slice(0, LISTED)
      .map(({ id, asked_at, question, status, mode, answer, feedback, feedback_reason }) => ({
        id,
        asked_at,
        question,
        status,
        mode,
        answer,
        feedback,
        feedback_reason,
      })),
  };
}
