import { NavLink } from "react-router";

const TABS = [
  { to: "/admin/import", label: "Batch Import", end: true },
  { to: "/admin/import/progress", label: "Progress", end: false },
  { to: "/admin/import/results", label: "Results", end: false },
  { to: "/admin/import/preview", label: "Preview", end: false },
] as const;

/**
 * The importer's four tabs. They are links (the batch rides along in the query string), so
 * each tab has its own address and works before scripts load.
 */
export function ImporterTabs({ batchId }: { batchId?: string }) {
  const search = batchId ? `?batch=${batchId}` : "";
  return (
    <nav aria-label="Importer sections" className="border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={{ pathname: tab.to, search }}
              end={tab.end}
              className={({ isActive }) =>
                `inline-block rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold ${
                  isActive
                    ? "border-brand-600 text-brand-700"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
