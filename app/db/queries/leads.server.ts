import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { LeadPayload } from "~/modules/leads/payload";
import type { Database, LeadLastTouchColumns, LeadTrackingColumns } from "../schema";
import { enqueueOutboxJob } from "./outbox.server";

function trackingColumns(lead: LeadPayload): LeadTrackingColumns {
  return {
    utm_source: lead.utmSource,
    utm_medium: lead.utmMedium,
    utm_campaign: lead.utmCampaign,
    utm_term: lead.utmTerm ?? null,
    utm_content: lead.utmContent ?? null,
    referrer: lead.referrer,
    landing_page: lead.landingPage ?? null,
    first_visit: lead.firstVisit ?? null,
    lead_magnet: lead.leadMagnet,
    current_tool: lead.currentTool,
    conversion_page: lead.conversionPage ?? null,
  };
}

function lastTouchColumns(lead: LeadPayload): LeadLastTouchColumns {
  return {
    last_utm_source: lead.lastUtmSource ?? null,
    last_utm_medium: lead.lastUtmMedium ?? null,
    last_utm_campaign: lead.lastUtmCampaign ?? null,
    last_utm_term: lead.lastUtmTerm ?? null,
    last_utm_content: lead.lastUtmContent ?? null,
    last_referrer: lead.lastReferrer ?? null,
    last_landing_page: lead.lastLandingPage ?? null,
    last_visit: lead.lastVisit ?? null,
  };
}

export interface StoredLead {
  leadId: string;
  /** False when the e-mail was already on file and this submission was added to it. */
  created: boolean;
}

/**
 * Stores the submission in one transaction: the lead (the first submission's tracking stays
 * its first touch, the latest submission's last touch becomes its last), the submission
 * itself, and, when a provider is configured, its single delivery job.
 */
export async function storeLead(
  db: Kysely<Database>,
  lead: LeadPayload,
  { deliveryKind, now = new Date() }: { deliveryKind?: string; now?: Date } = {},
): Promise<StoredLead> {
  const timestamp = now.toISOString();
  const tracking = trackingColumns(lead);
  const lastTouch = lastTouchColumns(lead);
  return db.transaction().execute(async (trx) => {
    const newId = randomUUID();
    const { id } = await trx
      .insertInto("leads")
      .values({
        id: newId,
        email: lead.email,
        ...tracking,
        ...lastTouch,
        submission_count: 1,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .onConflict((conflict) =>
        conflict.column("email").doUpdateSet((eb) => ({
          submission_count: eb("leads.submission_count", "+", 1),
          ...lastTouch,
          updated_at: timestamp,
        })),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("lead_submissions")
      .values({ id: randomUUID(), lead_id: id, ...tracking, ...lastTouch, created_at: timestamp })
      .execute();
    if (deliveryKind) await enqueueOutboxJob(trx, { kind: deliveryKind, leadId: id, now });
    return { leadId: id, created: id === newId };
  });
}

export async function leadExists(db: Kysely<Database>, leadId: string): Promise<boolean> {
  const row = await db.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst();
  return row !== undefined;
}

export async function findLeadForDelivery(db: Kysely<Database>, leadId: string) {
  return db.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
}
