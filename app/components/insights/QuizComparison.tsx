import type { Insights } from "~/modules/analytics/insights/insights.server";
import { formatCount, formatPercent } from "~/modules/analytics/insights/format";
import type { Comparison } from "~/modules/analytics/insights/significance";
import { InsightsTable } from "./InsightsTable";

/** What the two-proportion test says about one outcome, in a sentence the owner can act on. */
function significanceNote(outcome: "Completions" | "E-mails", comparison: Comparison): string {
  const measure = outcome === "Completions" ? "completions" : "e-mails left";
  if (comparison.kind === "too-little-data")
    return `${outcome}: not enough data for a verdict yet; the test needs at least 5 ${measure} and 5 visitors without one expected at each door.`;
  const leader = comparison.rateA >= comparison.rateB ? "the intro door" : "the direct door";
  const p = comparison.pValue < 0.001 ? "p < 0.001" : `p = ${comparison.pValue.toFixed(3)}`;
  const test = `two-proportion z-test, z = ${comparison.z.toFixed(2)}, ${p}`;
  return comparison.significant
    ? `${outcome}: ${leader} does better, and the difference is statistically significant (${test}).`
    : `${outcome}: the difference is not statistically significant (${test}); it could be chance.`;
}

/** The quiz with its start card against the quiz that opens on the first question: completions first, then e-mails. */
export function QuizComparison({ quiz }: { quiz: Insights["quiz"] }) {
  const doors = [
    { name: "Intro (/tools/ai-business-quiz-intro)", result: quiz.intro },
    { name: "Direct (/tools/ai-business-quiz)", result: quiz.direct },
  ];
  return (
    <>
      <InsightsTable
        caption="Quiz doors: visitors, completions and e-mails left"
        empty=""
        columns={[
          { label: "Door" },
          { label: "Visitors", numeric: true },
          { label: "Completed", numeric: true },
          { label: "Completion rate", numeric: true },
          { label: "E-mails left", numeric: true },
          { label: "E-mail rate", numeric: true },
        ]}
        rows={doors.map(({ name, result }) => ({
          key: name,
          cells: [
            name,
            formatCount(result.visitors),
            formatCount(result.completed),
            formatPercent(result.completion),
            formatCount(result.emails),
            formatPercent(result.emailRate),
          ],
        }))}
      />
      <p className="mt-3 text-sm text-slate-800">{significanceNote("Completions", quiz.completion)}</p>
      <p className="mt-1 text-sm text-slate-800">{significanceNote("E-mails", quiz.emails)}</p>
      {quiz.elsewhere > 0 && (
        <p className="mt-1 text-sm text-slate-700">
          {formatCount(quiz.elsewhere)} {quiz.elsewhere === 1 ? "visitor" : "visitors"} left an e-mail for the quiz on a
          page that is neither door: counted in neither.
        </p>
      )}
    </>
  );
}
