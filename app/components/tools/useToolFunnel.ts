import { useEffect, useRef } from "react";
import { track } from "~/modules/analytics/track";
import type { ToolId } from "~/modules/tools/definitions";
import type { WizardPosition } from "~/modules/tools/wizard";

/** What a tool shows: its start card, a step, the last check before generating, or its result. */
export type ToolScreen =
  | { kind: "intro" }
  | Pick<Extract<WizardPosition, { kind: "step" }>, "kind" | "step">
  | { kind: "review" }
  | { kind: "results" };

/**
 * The tool's funnel events (see app/modules/analytics/events.ts): a view when it opens, each
 * step reached, and a start once the first step is behind the visitor. The dashboard counts
 * unique visitors per stage, so a reload repeating one is harmless. The completion is counted
 * by the server when it stores the result, on the tool's own page; a result's page
 * (/tools/results/<id>), which anyone with its link may open, sends nothing.
 */
export function useToolFunnel(tool: ToolId, screen: ToolScreen): void {
  const started = useRef(false);
  const step = screen.kind === "step" ? screen.step : undefined;
  const resultPage = screen.kind === "results";

  useEffect(() => {
    if (!resultPage) track({ name: "tool_view", subject: tool });
  }, [tool, resultPage]);

  useEffect(() => {
    if (step !== undefined) track({ name: "tool_step", subject: tool, position: step });
    const pastFirstStep = step === undefined ? screen.kind === "review" : step > 1;
    if (pastFirstStep && !started.current) {
      started.current = true;
      track({ name: "tool_start", subject: tool });
    }
  }, [tool, screen.kind, step]);
}
