import { useEffect } from "react";
import { trackLeadCompletion } from "~/modules/leads/tracking";
import { findTool, type ToolId } from "~/modules/tools/definitions";

/** Notes, when a tool's result appears, which tool and lead magnet the visitor completed (a lead's attribution). */
export function useToolCompletion(toolId: ToolId): void {
  useEffect(() => {
    trackLeadCompletion(findTool(toolId).leadMagnet, toolId);
  }, [toolId]);
}
