import { z } from "zod";
import type { DeliveryFilter, LeadFilters } from "~/db/queries/lead-list.server";

export const LEADS_PAGE_SIZE = 50;

export const DELIVERY_LABELS: Record<DeliveryFilter, string> = {
  pending: "Waiting to send",
  delivering: "Sending",
  delivered: "Delivered",
  failed: "Failed",
  stored: "Stored only",
};

const filtersSchema = z.object({
  search: z.string().trim().max(254).optional().catch(undefined),
  tool: z.string().trim().max(100).optional().catch(undefined),
  delivery: z.enum(["pending", "delivering", "delivered", "failed", "stored"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

/** The list's query string (search, tool, delivery, page); unknown or bad values are ignored. */
export function readLeadFilters(params: URLSearchParams): { filters: LeadFilters; page: number } {
  const raw = Object.fromEntries([...params].filter(([, value]) => value !== ""));
  const { page, ...filters } = filtersSchema.parse(raw);
  return { filters, page };
}

/** The same filters as a query string, e.g. for the CSV link and the page links. */
export function leadFiltersQuery(filters: LeadFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
