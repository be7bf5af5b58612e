import { sql, type Kysely } from "kysely";
import type { Database, JobStatus, LeadLastTouchColumns, LeadsTable, LeadTrackingColumns } from "../schema";
import { countJobsByStatus } from "./jobs.server";
import { BEEHIIV_DELIVERY } from "./leads.server";

export type DeliveryFilter = "pending" | "delivering" | "delivered" | "failed" | "stored";

/** A delivery's state as the admin names it, from its job's state. */
const DELIVERY_OF_JOB: Record<JobStatus, Exclude<DeliveryFilter, "stored">> = {
  pending: "pending",
  running: "delivering",
  done: "delivered",
  failed: "failed",
};
const JOB_OF_DELIVERY = Object.fromEntries(
  Object.entries(DELIVERY_OF_JOB).map(([job, delivery]) => [delivery, job as JobStatus]),
) as Record<Exclude<DeliveryFilter, "stored">, JobStatus>;

export interface LeadFilters {
  /** Part of an e-mail address. */
  search?: string;
  /** A tool (currentTool) any of the lead's submissions came from. */
  tool?: string;
  delivery?: DeliveryFilter;
}

/** LIKE pattern for "contains", with the wildcards in the term itself taken literally. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filteredLeads(db: Kysely<Database>, filters: LeadFilters) {
  let query = db
    .selectFrom("leads")
    // A job's key is text and a lead's id a uuid on PostgreSQL: compared as text on both engines.
    .leftJoin("jobs", (join) =>
      join.on((eb) => eb("jobs.key", "=", eb.cast<string>("leads.id", "text"))).on("jobs.kind", "=", BEEHIIV_DELIVERY),
    );
  if (filters.search)
    query = query.where(sql<boolean>`leads.email like ${containsPattern(filters.search)} escape '\\'`);
  if (filters.tool) {
    const tool = filters.tool;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("lead_submissions")
          .select("lead_submissions.id")
          .whereRef("lead_submissions.lead_id", "=", "leads.id")
          .where("lead_submissions.current_tool", "=", tool),
      ),
    );
  }
  if (filters.delivery === "stored") query = query.where("jobs.id", "is", null);
  else if (filters.delivery) query = query.where("jobs.status", "=", JOB_OF_DELIVERY[filters.delivery]);
  return query;
}

export interface LeadRow extends LeadTrackingColumns, LeadLastTouchColumns {
  id: string;
  email: string;
  submissionCount: number;
  /** The site's own double opt-in: waiting for the e-mailed link, or done; null when not asked. */
  confirmation: LeadsTable["confirmation"];
  confirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
  deliveryJobId: string | null;
  deliveryStatus: DeliveryFilter;
  deliveryAttempts: number;
  deliveredAt: string | null;
  lastError: string | null;
  /** Every tool the lead came through, oldest first. */
  tools: string[];
}

/** Newest leads first, with delivery state and every tool they used; `limit` undefined means all (CSV). */
export async function listLeads(
  db: Kysely<Database>,
  filters: LeadFilters,
  page: { limit?: number; offset?: number } = {},
): Promise<LeadRow[]> {
  let query = filteredLeads(db, filters)
    .selectAll("leads")
    .select([
      "jobs.id as job_id",
      "jobs.status as job_status",
      "jobs.attempts as job_attempts",
      "jobs.finished_at as job_delivered_at",
      "jobs.last_error as job_last_error",
    ])
    .orderBy("leads.created_at", "desc")
    .orderBy("leads.id");
  if (page.limit !== undefined) query = query.limit(page.limit).offset(page.offset ?? 0);
  const rows = await query.execute();
  const tools = await toolsByLead(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ job_id, job_status, job_attempts, job_delivered_at, job_last_error, ...lead }) => ({
    ...lead,
    submissionCount: lead.submission_count,
    confirmedAt: lead.confirmed_at,
    createdAt: lead.created_at,
    updatedAt: lead.updated_at,
    deliveryJobId: job_id,
    deliveryStatus: job_status ? DELIVERY_OF_JOB[job_status] : "stored",
    deliveryAttempts: job_attempts ?? 0,
    deliveredAt: job_status === "done" ? job_delivered_at : null,
    lastError: job_last_error,
    tools: tools.get(lead.id) ?? [],
  }));
}

async function toolsByLead(db: Kysely<Database>, leadIds: string[]): Promise<Map<string, string[]>> {
  const byLead = new Map<string, string[]>();
  for (let start = 0; start < leadIds.length; start += 500) {
    const rows = await db
      .selectFrom("lead_submissions")
      .select(["lead_id", "current_tool"])
      .where("lead_id", "in", leadIds.slice(start, start + 500))
      .orderBy("created_at")
      .execute();
    for (const row of rows) {
      const tools = byLead.get(row.lead_id) ?? [];
      if (row.current_tool && !tools.includes(row.current_tool)) tools.push(row.current_tool);
      byLead.set(row.lead_id, tools);
    }
  }
  return byLead;
}

export async function countLeads(db: Kysely<Database>, filters: LeadFilters): Promise<number> {
  const row = await filteredLeads(db, filters)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The tools leads have come from, for the filter list. */
export async function listLeadTools(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("lead_submissions")
    .select("current_tool")
    .distinct()
    .where("current_tool", "is not", null)
    .orderBy("current_tool")
    .execute();
  return rows.map((row) => row.current_tool!);
}

/** How many lead deliveries (of the given kinds) are in each state, as the admin names them. */
export async function countDeliveries(
  db: Kysely<Database>,
  kinds: readonly string[],
): Promise<Record<Exclude<DeliveryFilter, "stored">, number>> {
  const byJob = await countJobsByStatus(db, kinds);
  const counts = { pending: 0, delivering: 0, delivered: 0, failed: 0 };
  for (const [status, count] of Object.entries(byJob)) counts[DELIVERY_OF_JOB[status as JobStatus]] = count;
  return counts;
}
