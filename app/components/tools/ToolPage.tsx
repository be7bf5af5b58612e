import type { ReactNode } from "react";
import { findTool, type ToolId } from "~/modules/tools/definitions";
import { useToolFunnel, type ToolScreen } from "./useToolFunnel";

interface ToolPageProps {
  toolId: ToolId;
  /** What the tool shows now, for its funnel in the owner's insights. */
  screen: ToolScreen;
  /** A narrower column for short, single-column questions. */
  narrow?: boolean;
  children: ReactNode;
}

/** A tool's screen: its title and subtitle from the tool table, then one card holding the current step or result. */
export function ToolPage({ toolId, screen, narrow = false, children }: ToolPageProps) {
  const tool = findTool(toolId);
  useToolFunnel(toolId, screen);
  return (
    <main id="main" className={`mx-auto w-full ${narrow ? "max-w-3xl" : "max-w-4xl"} px-4 py-10`}>
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">{tool.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{tool.subtitle}</p>
      </header>
      <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none">
        {children}
      </section>
    </main>
  );
}
