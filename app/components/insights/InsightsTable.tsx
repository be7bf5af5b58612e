import type { ReactNode } from "react";

interface InsightsTableProps {
  caption: string;
  /** Column headings; those marked numeric are right-aligned, as are their cells. */
  columns: readonly { label: string; numeric?: boolean }[];
  rows: readonly { key: string; cells: readonly ReactNode[]; highlight?: boolean }[];
  empty: string;
}

/** The dashboard's tables: a real <table> with a caption, or a sentence when the period has nothing. */
export function InsightsTable({ caption, columns, rows, empty }: InsightsTableProps) {
  if (rows.length === 0) return <p className="text-sm text-slate-700">{empty}</p>;
  const align = (index: number) => (columns[index]?.numeric ? "text-right tabular-nums" : "text-left");
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-700">
          <tr>
            {columns.map((column, index) => (
              <th key={column.label} scope="col" className={`px-3 py-2 font-semibold ${align(index)}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key} className={row.highlight ? "bg-amber-50" : undefined}>
              {row.cells.map((cell, index) => (
                <td key={columns[index]?.label ?? index} className={`px-3 py-2 text-slate-800 ${align(index)}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
