import { contentWords } from "../terms";

/** A topic readers asked about that the library does not answer (yet), with what they asked. */
export interface CoverageGap {
  topic: string;
  questions: string[];
}

/** Words too general to name a topic of this library: every question about it has them. */
const TOO_GENERAL = new Set(["ai", "business", "start", "work", "help", "step", "idea", "ideas"]);

/**
 * Unanswered questions grouped by topic: each question joins the group of its word that the
 * most unanswered questions share (the longer word on a tie), so "payroll in Canada" and
 * "payroll for two employees" are one gap, "payroll". Biggest gaps first.
 */
export function coverageGaps(questions: readonly string[], maxGaps = 10, perGap = 5): CoverageGap[] {
  const wordsOf = (question: string) =>
    contentWords(question).filter((word) => word.length > 2 && !TOO_GENERAL.has(word));
  const counts = new Map<string, number>();
  for (const question of questions) for (const word of wordsOf(question)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const groups = new Map<string, string[]>();
  for (const question of questions) {
    const words = wordsOf(question);
    if (words.length === 0) continue;
    const topic = words.reduce((best, word) => {
      const [a, b] = [counts.get(word)!, counts.get(best)!];
      return a > b || (a === b && word.length > best.length) ? word : best;
    });
    groups.set(topic, [...(groups.get(topic) ?? []), question]);
  }
  return [...groups]
    .sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))
    .slice(0, maxGaps)
    .map(([topic, asked]) => ({ topic, questions: [...new Set(asked)].slice(0, perGap) }));
}

/** The New playbook form, pre-filled from a gap: its topic as the title, the questions as the description. */
export function newPlaybookHref(gap: CoverageGap): string {
  const title = gap.topic.charAt(0).toUpperCase() + gap.topic.slice(1);
  const description = `Readers asked: ${gap.questions.join(" · ")}`.slice(0, 500);
  return `/admin/playbooks/new?${new URLSearchParams({ title, description })}`;
}
