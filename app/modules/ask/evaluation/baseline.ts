import fs from "node:fs";
import path from "node:path";
import type { EvaluationFigures } from "./run-evaluation.server";

/** The committed offline figures, per engine, that CI holds Ask to (baseline.json beside this file). */
export const BASELINE_FILE = path.resolve("app/modules/ask/evaluation/baseline.json");

/** A drop of more than this (2 points; 0.02 of MRR and nDCG) fails. */
export const ALLOWED_DROP = 0.02;

const HIGHER_IS_BETTER = [
  "recallAt5",
  "mrrAt10",
  "ndcgAt10",
  "citedLinksOpen",
  "citationAccuracy",
  "refusalRate",
  "adversarialSafe",
] as const;

export type BaselineFigures = Pick<EvaluationFigures, (typeof HIGHER_IS_BETTER)[number] | "falseRefusals">;
export type Baseline = Partial<Record<"sqlite" | "postgres", BaselineFigures>>;

export const readBaseline = (): Baseline => JSON.parse(fs.readFileSync(BASELINE_FILE, "utf8")) as Baseline;

const rounded = (value: number) => Math.round(value * 10_000) / 10_000;

/** The figures kept in the baseline, rounded. */
export function baselineOf(figures: EvaluationFigures): BaselineFigures {
  const kept = [...HIGHER_IS_BETTER, "falseRefusals"] as const;
  return Object.fromEntries(kept.map((name) => [name, rounded(figures[name])])) as BaselineFigures;
}

/** Each figure that dropped more than ALLOWED_DROP from the baseline (false refusals: rose), described. */
export function dropsFrom(baseline: BaselineFigures, figures: EvaluationFigures): string[] {
  const drops = HIGHER_IS_BETTER.filter((name) => figures[name] < baseline[name] - ALLOWED_DROP).map(
    (name) => `${name} ${figures[name].toFixed(3)} < baseline ${baseline[name]}`,
  );
  if (figures.falseRefusals > baseline.falseRefusals + ALLOWED_DROP)
    drops.push(`falseRefusals ${figures.falseRefusals.toFixed(3)} > baseline ${baseline.falseRefusals}`);
  return drops;
}
