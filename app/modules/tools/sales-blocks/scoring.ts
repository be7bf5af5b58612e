import { BLOCK_TYPES, type BlockType } from "./blocks";
import { SALES_BLOCK_QUESTIONS } from "./questions";

export interface BlockScore {
  block: BlockType;
  score: number;
  /** Share of the total score, in whole percent. */
  percent: number;
}

export interface SalesBlocksResult {
  top: BlockType;
  secondary: BlockType;
  /** Every block, highest first. */
  scores: BlockScore[];
}

/**
 * One point per chosen answer's block. Ranked by score; ties follow BLOCK_TYPES order
 * (people-pleaser, perfectionist, self-doubter, scarcity-thinker, sales-trauma, avoider).
 */
export function scoreSalesBlocks(answerIds: readonly string[]): SalesBlocksResult {
  const counts = new Map<BlockType, number>(BLOCK_TYPES.map((block) => [block, 0]));
  SALES_BLOCK_QUESTIONS.forEach((question, index) => {
    const option = question.options.find((candidate) => candidate.id === answerIds[index]);
    if (option) counts.set(option.block, counts.get(option.block)! + 1);
  });
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const scores = BLOCK_TYPES.map((block) => {
    const score = counts.get(block)!;
    return { block, score, percent: total === 0 ? 0 : Math.round((score / total) * 100) };
  }).sort((a, b) => b.score - a.score || BLOCK_TYPES.indexOf(a.block) - BLOCK_TYPES.indexOf(b.block));
  return { top: scores[0]!.block, secondary: scores[1]!.block, scores };
}
