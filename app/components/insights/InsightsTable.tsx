import type { ReactNode } from "react";
import { AdminTable, numericCell, type AdminColumn } from "~/components/ui/AdminTable";

interface InsightsTableProps {
  caption: string;
  /** Column headings; those marked numeric are right-aligned, as are their cells. */
  columns: readonly (AdminColumn & { label: string })[];
  rows: readonly { key: string; cells: readonly ReactNode[]; highlight?: boolean }[];
  empty: string;
}

/** The dashboard's reports: the admin table inside a card, or a sentence when the period has nothing. */
export function InsightsTable({ caption, columns, rows, empty }: InsightsTableProps) {
  if (rows.length === 0) return <p className="text-sm text-slate-700">{empty}</p>;
  return (
    <AdminTable caption={caption} columns={columns} framed={false}>
      {rows.map((row) => (
        <tr key={row.key} className={row.highlight ? "bg-amber-50" : undefined}>
          {row.cells.map((cell, index) => (
            <td
              key={columns[index]?.label ?? index}
              className={`px-3 py-2 text-slate-800 ${numericCell(columns[index])}`}
            >
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </AdminTable>
  );
}
