import type { LucideIcon } from "lucide-react";
import { RowActionForm } from "../RowActionForm";
import { AdminTable } from "~/components/ui/AdminTable";
import { formatAdminDate } from "~/modules/admin/format";
import type { AccessEntry } from "~/modules/auth/security-page.server";

interface AccessListProps {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  /** Said when the list is empty. */
  empty: string;
  entries: readonly AccessEntry[];
  /** Column headings for when it began and when it was last used. */
  sinceLabel: string;
  lastUsedLabel: string;
  /** The form's intent, and its button's words for one entry ("Sign out Firefox on Linux"). */
  intent: "end-session" | "forget-device";
  actionLabel: string;
  /** What stands in for the button on this browser's own row, if anything does. */
  currentNote?: string;
}

/** The account's sessions or remembered browsers, each with the button that ends it. */
export function AccessList(props: AccessListProps) {
  const { id, icon: Icon, title, description, entries, intent, actionLabel, currentNote } = props;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-slate-950">
        <Icon aria-hidden="true" className="size-5 text-slate-500" />
        {title}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{description}</p>
      {entries.length === 0 ? (
        <p className="mt-4 text-slate-600">{props.empty}</p>
      ) : (
        <div className="mt-4">
          <AdminTable
            caption={title}
            framed={false}
            columns={[
              { label: "Browser" },
              { label: "Address" },
              { label: props.sinceLabel },
              { label: props.lastUsedLabel },
              { label: "Action", hidden: true },
            ]}
          >
            {entries.map((entry) => (
              <tr key={entry.id}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-950">
                  {entry.browser}
                  {entry.current && <span className="ml-2 font-normal text-slate-600">(this browser)</span>}
                </th>
                <td className="px-4 py-3 font-mono text-slate-700">{entry.address ?? "unknown"}</td>
                <td className="px-4 py-3 text-slate-700">{formatAdminDate(entry.since)}</td>
                <td className="px-4 py-3 text-slate-700">{formatAdminDate(entry.lastUsed)}</td>
                <td className="px-4 py-3 text-right">
                  {entry.current && currentNote ? (
                    <span className="text-slate-600">{currentNote}</span>
                  ) : (
                    <RowActionForm
                      intent={intent}
                      field="id"
                      value={entry.id}
                      label={actionLabel}
                      detail={`${entry.browser}, ${entry.address ?? "unknown address"}`}
                    />
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
    </section>
  );
}
