import type { ReactNode } from "react";

/** The centred title a result opens with, and the one-line summary under it. */
export function ResultHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="text-center">
      <h2 className="text-2xl font-bold text-slate-950 sm:text-3xl">{title}</h2>
      <p className="mt-2 text-slate-700">{children}</p>
    </div>
  );
}
