export interface FunnelStage {
  label: string;
  visitors: number;
  /** Share of the previous stage's visitors who reached this one; undefined for the first stage or after an empty one. */
  fromPrevious?: number;
  /** Share of the previous stage's visitors lost before this one (1 − fromPrevious, never below 0). */
  dropOff?: number;
  /** Share of the first stage's visitors who got this far. */
  fromFirst?: number;
}

/**
 * Step-by-step conversion of a funnel. A later stage can count more visitors than an earlier
 * one (an e-mail left without scripts has no recorded completion, a reload lands mid-way):
 * the conversion then shows above 100 % and the drop-off as none.
 */
export function funnelStages(stages: readonly { label: string; visitors: number }[]): FunnelStage[] {
  const first = stages[0]?.visitors ?? 0;
  return stages.map((stage, index) => {
    const previous = index > 0 ? stages[index - 1]!.visitors : 0;
    const fromPrevious = previous > 0 ? stage.visitors / previous : undefined;
    return {
      ...stage,
      fromPrevious,
      dropOff: fromPrevious === undefined ? undefined : Math.max(0, 1 - fromPrevious),
      fromFirst: first > 0 ? stage.visitors / first : undefined,
    };
  });
}

/** The change from the previous period as a share (0.25 = up 25 %); undefined when there was nothing before. */
export function change(current: number, previous: number): number | undefined {
  return previous > 0 ? (current - previous) / previous : undefined;
}
