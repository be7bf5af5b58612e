import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { findTool, type ToolId } from "~/modules/tools/definitions";

/**
 * A stored result made by an earlier version of its tool that this one can no longer show:
 * said plainly, with the way back into the tool (a quiz or wizard keeps the answers that still fit).
 */
export function OutdatedResult({ tool, resumePath }: { tool: ToolId; resumePath: string }) {
  const { title } = findTool(tool);
  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-950">This result was made by an earlier version of {title}</h1>
      <p className="mt-2 max-w-xl text-slate-700">
        The tool has changed since, and this saved result can no longer be shown. Open the tool again: your earlier
        answers are filled in wherever they still apply, and a new result takes a minute.
      </p>
      <Link to={resumePath} className={`${buttonClass("primary", "lg")} mt-6`}>
        Open {title} again
      </Link>
    </main>
  );
}
