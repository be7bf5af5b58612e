import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { LeadFilters } from "~/db/queries/lead-list.server";
import { DELIVERY_LABELS } from "~/modules/leads/admin-filters";

const fieldClass = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-950";

/** Search, source tool and delivery status: a GET form, so filtered views can be linked and reloaded. */
export function LeadFiltersForm({ filters, tools }: { filters: LeadFilters; tools: string[] }) {
  return (
    <Form
      method="get"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4 sm:items-end"
    >
      <div>
        <label htmlFor="leads-search" className="mb-1 block text-sm font-medium text-slate-800">
          Search e-mail
        </label>
        <input
          id="leads-search"
          type="search"
          name="search"
          defaultValue={filters.search ?? ""}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="leads-tool" className="mb-1 block text-sm font-medium text-slate-800">
          Source tool
        </label>
        <select id="leads-tool" name="tool" defaultValue={filters.tool ?? ""} className={fieldClass}>
          <option value="">All tools</option>
          {tools.map((tool) => (
            <option key={tool} value={tool}>
              {tool}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="leads-delivery" className="mb-1 block text-sm font-medium text-slate-800">
          Delivery
        </label>
        <select id="leads-delivery" name="delivery" defaultValue={filters.delivery ?? ""} className={fieldClass}>
          <option value="">Any status</option>
          {Object.entries(DELIVERY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass("primary")}>
          Apply
        </button>
        <Link to="/admin/leads" className={buttonClass("ghost")}>
          Clear
        </Link>
      </div>
    </Form>
  );
}
