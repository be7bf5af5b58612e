import type { BreakdownRow } from "~/db/queries/analytics-events.server";
import { TOOL_DEFINITIONS } from "~/modules/tools/definitions";
import { QUIZ_DOORS, QUIZ_TOOL } from "../event-row.server";
import type { ToolStage } from "../events";
import { compareConversion, type Comparison } from "./significance";
import { share, shareValue, type Share } from "./share";

export interface FunnelStage {
  label: string;
  /** Visitors who got at least this far. */
  visitors: number;
  /** Of the previous stage's visitors, those who reached this one; none for the first stage. */
  fromPrevious?: Share;
  /** Of the previous stage's visitors, those lost before this one. */
  dropOff?: Share;
  /** Of the first stage's visitors, those who got this far. */
  fromFirst: Share;
}

export interface ToolFunnel {
  tool: string;
  title: string;
  /** The quiz's door ("intro", "direct"); "" for tools with one door. */
  variant: string;
  stages: FunnelStage[];
}

/** The quiz's two doors side by side: who opened each, completed it and left an e-mail. */
export interface DoorResult {
  visitors: number;
  completed: number;
  emails: number;
  completion: Share;
  emailRate: Share;
}

export interface QuizComparison {
  intro: DoorResult;
  direct: DoorResult;
  /** Visitors with quiz events on neither door, such as an e-mail left for the quiz's magnet on another page. */
  elsewhere: number;
  /** Completions per visitor, intro against direct. */
  completion: Comparison;
  /** E-mails left per visitor, intro against direct. */
  emails: Comparison;
}

const STAGES: [Exclude<ToolStage, "tool_step">, string][] = [
  ["tool_view", "Viewed"],
  ["tool_start", "Started"],
  ["tool_complete", "Completed"],
  ["tool_email", "Left e-mail"],
];

/**
 * Visitors who reached each stage, from the `reach` breakdown's rows of one tool and door (how
 * many stopped furthest at each stage): a visitor who got to a stage passed those before it,
 * so the counts never grow from one stage to the next.
 */
export function reachedStages(rows: readonly BreakdownRow[]): number[] {
  const furthest = STAGES.map(([stage]) =>
    rows.filter((row) => row.key3 === stage).reduce((sum, row) => sum + row.visitors, 0),
  );
  return furthest.map((_, index) => furthest.slice(index).reduce((sum, count) => sum + count, 0));
}

/** Step-by-step conversion of a funnel whose stages never grow (reachedStages). */
export function funnelStages(stages: readonly { label: string; visitors: number }[]): FunnelStage[] {
  const first = stages[0]?.visitors ?? 0;
  return stages.map((stage, index) => {
    const previous = stages[index - 1]?.visitors;
    return {
      ...stage,
      fromPrevious: previous === undefined ? undefined : share(stage.visitors, previous),
      dropOff: previous === undefined ? undefined : share(previous - stage.visitors, previous),
      fromFirst: share(stage.visitors, first),
    };
  });
}

/** The doors a tool is taken through: the quiz's two, one ("") for every other tool. */
const doorsOf = (tool: string) => (tool === QUIZ_TOOL ? QUIZ_DOORS : [""]);

/**
 * One funnel per tool and door: the quiz's two doors apart, each other tool whole. The quiz's
 * events on neither door (an e-mail left for its magnet elsewhere) make no funnel: nobody
 * went through one (quizComparison counts them).
 */
export function toolFunnels(reach: readonly BreakdownRow[]): ToolFunnel[] {
  return TOOL_DEFINITIONS.flatMap((tool) => {
    const rows = reach.filter((row) => row.key1 === tool.id);
    return doorsOf(tool.id).map((variant) => {
      const reached = reachedStages(rows.filter((row) => row.key2 === variant));
      return {
        tool: tool.id,
        title: tool.title,
        variant,
        stages: funnelStages(STAGES.map(([, label], index) => ({ label, visitors: reached[index]! }))),
      };
    });
  });
}

/** The quiz's intro door against the direct one, on completions and on e-mails left. */
export function quizComparison(reach: readonly BreakdownRow[]): QuizComparison {
  const door = (variant: string): DoorResult => {
    const [visitors = 0, , completed = 0, emails = 0] = reachedStages(
      reach.filter((row) => row.key1 === QUIZ_TOOL && row.key2 === variant),
    );
    return { visitors, completed, emails, completion: share(completed, visitors), emailRate: share(emails, visitors) };
  };
  const intro = door("intro");
  const direct = door("direct");
  const test = (pick: (result: DoorResult) => number) =>
    compareConversion(
      { visitors: intro.visitors, conversions: pick(intro) },
      { visitors: direct.visitors, conversions: pick(direct) },
    );
  const elsewhere = reach
    .filter((row) => row.key1 === QUIZ_TOOL && !QUIZ_DOORS.includes(row.key2))
    .reduce((sum, row) => sum + row.visitors, 0);
  return {
    intro,
    direct,
    elsewhere,
    completion: test((result) => result.completed),
    emails: test((result) => result.emails),
  };
}

/** The change from the previous period as a share (0.25 = up 25 %); undefined when there was nothing before. */
export function change(current: number, previous: number): number | undefined {
  return previous > 0 ? (current - previous) / previous : undefined;
}

/** The change of a rate against the previous period's; undefined when either has nothing to divide by. */
export function shareChange(current: Share, previous: Share): number | undefined {
  const [now, before] = [shareValue(current), shareValue(previous)];
  return now === undefined || before === undefined ? undefined : change(now, before);
}
