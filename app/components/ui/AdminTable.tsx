import type { ReactNode } from "react";

/** A column heading; `hidden` ones are read by screen readers only (a column of buttons). */
export interface AdminColumn {
  label: ReactNode;
  hidden?: boolean;
}

/**
 * The admin's list tables: a captioned table that scrolls inside its own box on a narrow
 * screen, with one header row. Each screen renders its own body rows as `children`.
 */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly AdminColumn[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-4 py-3 font-semibold">
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
