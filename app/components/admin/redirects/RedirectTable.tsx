import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { OneClickButton } from "~/components/admin/OneClickButton";
import { formatAdminDate } from "~/modules/admin/format";
import { AdminTable } from "~/components/ui/AdminTable";

export interface RedirectRow {
  id: string;
  from: string;
  /** What it leads to, or why it leads nowhere now. */
  to: ReactNode;
  kind: string;
  since: string;
  /** The form fields that delete it. */
  deleteFields: Record<string, string>;
}

/** A list of redirects, each with the button that deletes it (its old address then answers 404). */
export function RedirectTable({ caption, rows }: { caption: string; rows: readonly RedirectRow[] }) {
  return (
    <AdminTable
      caption={caption}
      columns={[
        { label: "Old address" },
        { label: "Now at" },
        { label: "Kind" },
        { label: "Since" },
        { label: "Actions", hidden: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td className="px-4 py-3 font-mono break-all text-slate-900">{row.from}</td>
          <td className="px-4 py-3 font-mono break-all text-slate-900">{row.to}</td>
          <td className="px-4 py-3 text-slate-700">{row.kind}</td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatAdminDate(row.since)}</td>
          <td className="px-4 py-3 text-right">
            <OneClickButton
              fields={row.deleteFields}
              label={`Delete the redirect from ${row.from}`}
              icon={Trash2}
              text="Delete"
              busyText="Deleting..."
              danger
            />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
