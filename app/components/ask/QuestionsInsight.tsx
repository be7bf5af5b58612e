import type { QuestionsInsight as Insight } from "~/modules/ask/insights/questions-insight.server";
import { InsightsTable } from "~/components/insights/InsightsTable";
import { formatCount, formatPercent } from "~/modules/analytics/insights/format";
import { share } from "~/modules/analytics/insights/share";

const STATUS_LABEL = { answered: "Answered", partial: "Partly answered", not_found: "Not in the library" } as const;

/**
 * The owner's loop for Ask the library: what readers asked in the period, the share answered,
 * partly answered and not found, the unanswered questions grouped by topic as coverage gaps
 * (each one a New playbook pre-filled with what readers asked), and how readers rated the
 * answers, with their reasons.
 */
export function QuestionsInsight({ questions }: { questions: Insight }) {
  const { total, byStatus, feedback, gaps, recent } = questions;
  return (
    <section
      aria-labelledby="insights-questions"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="insights-questions" className="text-lg font-bold text-slate-950">
        Questions
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        What readers asked the library (stored without who asked, kept as long as analytics events), how much of it the
        playbooks answer, and where they fall short.
      </p>
      {total === 0 ? (
        <p className="mt-4 text-sm text-slate-700">Nobody asked the library in this period.</p>
      ) : (
        <>
          <dl className="mt-4 grid gap-3 sm:grid-cols-4">
            <Figure label="Questions" value={formatCount(total)} />
            {(Object.keys(STATUS_LABEL) as (keyof typeof STATUS_LABEL)[]).map((status) => (
              <Figure
                key={status}
                label={STATUS_LABEL[status]}
                value={`${formatPercent(share(byStatus[status], total))} (${formatCount(byStatus[status])})`}
              />
            ))}
          </dl>
          <h3 className="mt-6 font-semibold text-slate-950">Coverage gaps</h3>
          {gaps.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">Every question of the period was answered.</p>
          ) : (
            <ul className="mt-2 grid gap-3">
              {gaps.map((gap) => (
                <li key={gap.topic} className="rounded-lg bg-amber-50 p-3">
                  <p className="font-semibold text-slate-950">
                    “{gap.topic}”: {gap.questions.length === 1 ? "1 question" : `${gap.questions.length} questions`}
                  </p>
                  <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
                    {gap.questions.map((question) => (
                      <li key={question}>{question}</li>
                    ))}
                  </ul>
                  <a
                    href={gap.newPlaybookHref}
                    className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
                  >
                    Start a playbook from these questions<span className="sr-only"> about {gap.topic}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-6 font-semibold text-slate-950">Ratings</h3>
          <p className="mt-1 text-sm text-slate-700">
            {formatCount(feedback.up)} helpful, {formatCount(feedback.down)} not helpful
            {feedback.reasons.length > 0 &&
              `: ${feedback.reasons.map(({ reason, count }) => `${reason} (${formatCount(count)})`).join(", ")}`}
            .
          </p>
          <h3 className="mt-6 mb-2 font-semibold text-slate-950">What readers asked</h3>
          <InsightsTable
            caption="Questions readers asked, newest first"
            empty="Nobody asked the library in this period."
            columns={[{ label: "Asked" }, { label: "Question" }, { label: "Answer" }, { label: "Rating" }]}
            rows={recent.map((row) => ({
              key: row.id,
              highlight: row.status !== "answered",
              cells: [
                row.asked_at.slice(0, 16).replace("T", " "),
                row.question,
                <span key="status" title={row.answer}>
                  {STATUS_LABEL[row.status]}
                  {row.mode === "generative" ? " (generated)" : ""}
                </span>,
                row.feedback === null ? "–" : row.feedback === "up" ? "👍" : `👎 ${row.feedback_reason ?? ""}`,
              ],
            }))}
          />
        </>
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-950">{value}</dd>
    </div>
  );
}
