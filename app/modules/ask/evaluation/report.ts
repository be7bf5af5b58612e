import type { Evaluation, EvaluationFigures } from "./run-evaluation.server";

/** The targets of issue 31 for offline answers, beside the figures. */
export const OFFLINE_TARGETS = {
  recallAt5: 0.95,
  mrrAt10: 0.8,
  citedLinksOpen: 1,
  refusalRate: 0.9,
  falseRefusals: 0.05,
} as const;

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function lines(figures: EvaluationFigures): string[] {
  const target = (ok: boolean) => (ok ? "" : "  BELOW TARGET");
  return [
    `recall@5            ${percent(figures.recallAt5).padStart(8)}   target ≥ 95 %${target(figures.recallAt5 >= OFFLINE_TARGETS.recallAt5)}`,
    `MRR@10              ${figures.mrrAt10.toFixed(3).padStart(8)}   target ≥ 0.80${target(figures.mrrAt10 >= OFFLINE_TARGETS.mrrAt10)}`,
    `nDCG@10             ${figures.ndcgAt10.toFixed(3).padStart(8)}`,
    `cited links open    ${percent(figures.citedLinksOpen).padStart(8)}   target 100 %${target(figures.citedLinksOpen >= 1)}`,
    `citation accuracy   ${percent(figures.citationAccuracy).padStart(8)}   (opens, quotes the section, supports the claim; ${figures.counts.citations} citations)`,
    `out of scope refused${percent(figures.refusalRate).padStart(8)}   target ≥ 90 %${target(figures.refusalRate >= OFFLINE_TARGETS.refusalRate)}  (near misses ${percent(figures.nearMissRefusalRate)})`,
    `false refusals      ${percent(figures.falseRefusals).padStart(8)}   target ≤ 5 %${target(figures.falseRefusals <= OFFLINE_TARGETS.falseRefusals)}`,
    `adversarial safe    ${figures.counts.adversarial === 0 ? "    none asked" : percent(figures.adversarialSafe).padStart(8)}`,
    `latency             p50 ${figures.latencyP50Ms.toFixed(1)} ms, p95 ${figures.latencyP95Ms.toFixed(1)} ms`,
    `questions           ${figures.counts.answerable} answerable, ${figures.counts.outOfScope} out of scope, ${figures.counts.adversarial} adversarial`,
  ];
}

const missed = (miss: Evaluation["misses"][number]) =>
  `  ${miss.question}\n    want ${miss.expected.join(" | ")}\n    got  ${miss.got.join("\n         ")}`;

/** The evaluation as printed by npm run eval:ask: the whole set, then each split. */
export function formatEvaluation(title: string, evaluation: Evaluation, withMisses = false): string {
  const out = [`\n== ${title}: whole set`, ...lines(evaluation.all)];
  out.push(`-- tuning split`, ...lines(evaluation.dev), `-- held-out split`, ...lines(evaluation.heldOut));
  out.push(`-- fresh held-out set (written after round 3's tuning; not in the whole set)`, ...lines(evaluation.fresh));
  if (withMisses) {
    out.push("-- tuning split: answerable questions whose section was not in the first five");
    for (const miss of evaluation.misses) out.push(missed(miss));
    out.push("-- tuning split: answerable questions answered not in the library");
    for (const miss of evaluation.falselyRefused) out.push(missed(miss));
    out.push("-- tuning split: out-of-scope questions answered");
    for (const wrong of evaluation.wronglyAnswered) out.push(`  ${wrong.status}: ${wrong.question}`);
  }
  return out.join("\n");
}
