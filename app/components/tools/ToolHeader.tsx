import type { ReactNode } from "react";

/** The title block every tool page opens with. */
export function ToolHeader({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <header className="mb-8 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{subtitle}</p>
      {children}
    </header>
  );
}

/** The white card that holds a wizard or a result section. */
export function ToolCard({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <section
      className={`rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none ${className}`}
    >
      {children}
    </section>
  );
}
