import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { LeadPayload } from "~/modules/leads/payload";
import type { Database, LeadLastTouchColumns, LeadsTable, LeadTrackingColumns } from "../schema";
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
  confirmation: LeadsTable["confirmation"];
}

interface StoreOptions {
  /** The outbox job the lead gets (one per lead and kind, however often it subscribes). */
  deliveryKind?: string;
  /** This site asks the lead to confirm: it stays "pending" until the e-mailed link is followed. */
  askConfirmation?: boolean;
  now?: Date;
}

/**
 * Stores the submission in one transaction: the lead (the first submission's tracking stays
 * its first touch, the latest submission's last touch becomes its last), the submission
 * itself, and, when something is to be delivered, its single delivery job.
 */
export async function storeLead(
  db: Kysely<Database>,
  lead: LeadPayload,
  { deliveryKind, askConfirmation = false, now = new Date() }: StoreOptions = {},
): Promise<StoredLead> {
  const timestamp = now.toISOString();
  const tracking = trackingColumns(lead);
  const lastTouch = lastTouchColumns(lead);
  return db.transaction().execute(async (trx) => {
    const newId = randomUUID();
    const { id, confirmation } = await trx
      .insertInto("leads")
      .values({
        id: newId,
        email: lead.email,
        ...tracking,
        ...lastTouch,
        submission_count: 1,
        confirmation: askConfirmation ? "pending" : null,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .onConflict((conflict) =>
        conflict.column("email").doUpdateSet((eb) => ({
          submission_count: eb("leads.submission_count", "+", 1),
          ...lastTouch,
          updated_at: timestamp,
          // A lead stored before double opt-in was turned on is asked now; a decided one keeps its state.
          confirmation: askConfirmation
            ? eb.fn.coalesce("leads.confirmation", eb.val<"pending">("pending"))
            : eb.ref("leads.confirmation"),
        })),
      )
      .returning(["id", "confirmation"])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("lead_submissions")
      .values({ id: randomUUID(), lead_id: id, ...tracking, ...lastTouch, created_at: timestamp })
      .execute();
    // A lead that already confirmed needs no second confirmation e-mail.
    if (deliveryKind && !(askConfirmation && confirmation === "confirmed"))
      await enqueueOutboxJob(trx, { kind: deliveryKind, leadId: id, now });
    return { leadId: id, created: id === newId, confirmation };
  });
}

export async function leadExists(db: Kysely<Database>, leadId: string): Promise<boolean> {
  const row = await db.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst();
  return row !== undefined;
}

export async function findLeadForDelivery(db: Kysely<Database>, leadId: string) {
  return db.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
}

/** Marks the lead confirmed (its e-mailed link was followed); false when no lead has this id. */
export async function confirmLead(db: Kysely<Database>, leadId: string, now = new Date()): Promise<boolean> {
  const updated = await db
    .updateTable("leads")
    .set((eb) => ({
      confirmation: "confirmed",
      confirmed_at: eb.fn.coalesce("confirmed_at", eb.val(now.toISOString())),
    }))
    .where("id", "=", leadId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
