import type { ReactNode } from "react";

/**
 * A column heading; `hidden` ones are read by screen readers only (a column of buttons), and
 * `numeric` ones are right-aligned in tabular figures (`numericCell` aligns their cells).
 */
export interface AdminColumn {
  label: ReactNode;
  hidden?: boolean;
  numeric?: boolean;
}

export const numericCell = (column: AdminColumn | undefined) =>
  column?.numeric ? "text-right tabular-nums" : "text-left";

/**
 * The admin's tables: a captioned table that scrolls inside its own box on a narrow screen,
 * with one header row. Each screen renders its own body rows as `children`. A list screen's
 * table is `framed` (a bordered box of its own); a report inside a dashboard card is not, and
 * sits tighter.
 */
export function AdminTable({
  caption,
  columns,
  framed = true,
  children,
}: {
  caption: string;
  columns: readonly AdminColumn[];
  framed?: boolean;
  children: ReactNode;
}) {
  const cell = framed ? "px-4 py-3" : "px-3 py-2";
  return (
    <div className={framed ? "overflow-x-auto rounded-xl border border-slate-200 bg-white" : "overflow-x-auto"}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className={framed ? "border-b border-slate-200 bg-slate-50 text-slate-700" : "text-slate-700"}>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={`${cell} font-semibold ${numericCell(column)}`}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={framed ? "divide-y divide-slate-200" : "divide-y divide-slate-100 border-t border-slate-200"}>
          {children}
        </tbody>
      </table>
    </div>
  );
}
