import type { Insights } from "~/modules/analytics/insights/insights.server";
import { formatCount, formatPercent } from "~/modules/analytics/insights/format";
import type { Comparison } from "~/modules/analytics/insights/significance";
import { InsightsTable } from "./InsightsTable";

/** What the two-proportion test says, in a sentence the owner can act on. */
function significanceNote(comparison: Comparison): string {
  if (comparison.kind === "too-little-data")
    return "Not enough data for a verdict yet: the test needs at least 5 e-mails and 5 visitors without one expected in each variant.";
  const leader = comparison.rateA >= comparison.rateB ? "The intro variant" : "The direct quiz";
  const p = comparison.pValue < 0.001 ? "p < 0.001" : `p = ${comparison.pValue.toFixed(3)}`;
  return comparison.significant
    ? `${leader} converts better, and the difference is statistically significant (two-proportion z-test, z = ${comparison.z.toFixed(2)}, ${p}).`
    : `The difference is not statistically significant (two-proportion z-test, z = ${comparison.z.toFixed(2)}, ${p}): it could be chance.`;
}

/** The quiz with its start card against the quiz that opens on the first question. */
export function QuizComparison({ quiz }: { quiz: Insights["quiz"] }) {
  const variants = [
    { name: "Intro (/tools/ai-business-quiz-intro)", group: quiz.intro },
    { name: "Direct (/tools/ai-business-quiz)", group: quiz.direct },
  ];
  return (
    <>
      <InsightsTable
        caption="Quiz variants: visitors, e-mails left and conversion"
        empty=""
        columns={[
          { label: "Variant" },
          { label: "Visitors", numeric: true },
          { label: "E-mails left", numeric: true },
          { label: "Conversion", numeric: true },
        ]}
        rows={variants.map(({ name, group }) => ({
          key: name,
          cells: [
            name,
            formatCount(group.visitors),
            formatCount(group.conversions),
            formatPercent(group.visitors > 0 ? group.conversions / group.visitors : undefined),
          ],
        }))}
      />
      <p className="mt-3 text-sm text-slate-800">{significanceNote(quiz.comparison)}</p>
    </>
  );
}
