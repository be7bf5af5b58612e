import type { ManagerFilters } from "~/db/queries/admin-playbooks.server";

export const MANAGER_PAGE_SIZE = 50;

export const STATUS_FILTERS = [
  { value: "all", label: "All" },
  { value: "draft", label: "Drafts" },
  { value: "published", label: "Published" },
  { value: "scheduled", label: "Scheduled" },
] as const satisfies readonly { value: ManagerFilters["status"]; label: string }[];

/** What the manager's address says: filters, page, and the playbook whose schedule form is open. */
export interface ManagerQuery extends ManagerFilters {
  page: number;
  schedule?: string;
}

function readStatus(value: string | null): ManagerFilters["status"] {
  return STATUS_FILTERS.find((filter) => filter.value === value)?.value ?? "all";
}

/** Reads the manager's address or bulk form; anything unknown falls back to the default. */
export function readManagerQuery(params: URLSearchParams | FormData): ManagerQuery {
  const text = (name: string) => {
    const value = params.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const page = Number.parseInt(text("page"), 10);
  return {
    search: text("q").slice(0, 200),
    status: readStatus(text("status")),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    schedule: text("schedule") || undefined,
  };
}

/** The manager's address for a query (defaults left out, so the plain list is /admin/playbooks). */
export function managerHref(query: Partial<ManagerQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.status && query.status !== "all") params.set("status", query.status);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.schedule) params.set("schedule", query.schedule);
  const search = params.toString();
  return search ? `/admin/playbooks?${search}` : "/admin/playbooks";
}
