import type { ReactNode } from "react";

/** One labelled value in a preview's description list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

export function TagList({ values, empty = "None" }: { values: readonly string[]; empty?: string }) {
  if (values.length === 0) return <span className="text-slate-500">{empty}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li key={value} className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
          {value}
        </li>
      ))}
    </ul>
  );
}
