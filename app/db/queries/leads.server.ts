import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { LeadPayload } from "~/modules/leads/payload";
import type { Database, LeadLastTouchColumns, LeadsTable, LeadTrackingColumns } from "../schema";
import { insertJob } from "./jobs.server";

/** The job that subscribes a lead to the beehiiv newsletter; the admin's lead list shows its state. */
export const BEEHIIV_DELIVERY = "beehiiv-subscription";

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
  /** The token of the lead's private resources-pack link (kept from the first submission that set one). */
  packToken: string;
  /** False when the e-mail was already on file and this submission was added to it. */
  created: boolean;
  confirmation: LeadsTable["confirmation"];
}

interface StoreOptions {
  /** The random token of the lead's pack link, used when the lead has none yet. */
  packToken: string;
  /** The delivery job the lead gets (one per lead and kind, however often it subscribes). */
  deliveryKind?: string;
  /** This site asks the lead to confirm: it stays "pending" until the e-mailed link is followed. */
  askConfirmation?: boolean;
  now?: Date;
}

/**
 * Stores the submission in one transaction: the lead (the first submission's tracking stays
 * its first touch, the latest submission's last touch becomes its last; its pack token is kept,
 * and a lead from before pack tokens gets this one), the submission itself, and, when something
 * is to be delivered, its single delivery job.
 */
export async function storeLead(
  db: Kysely<Database>,
  lead: LeadPayload,
  { packToken, deliveryKind, askConfirmation = false, now = new Date() }: StoreOptions,
): Promise<StoredLead> {
  const timestamp = now.toISOString();
  const tracking = trackingColumns(lead);
  const lastTouch = lastTouchColumns(lead);
  return db.transaction().execute(async (trx) => {
    const newId = randomUUID();
    const stored = await trx
      .insertInto("leads")
      .values({
        id: newId,
        email: lead.email,
        ...tracking,
        ...lastTouch,
        pack_token: packToken,
        submission_count: 1,
        confirmation: askConfirmation ? "pending" : null,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .onConflict((conflict) =>
        conflict.column("email").doUpdateSet((eb) => ({
          submission_count: eb("leads.submission_count", "+", 1),
          ...lastTouch,
          pack_token: eb.fn.coalesce("leads.pack_token", eb.ref("excluded.pack_token")),
          updated_at: timestamp,
          // A lead stored before double opt-in was turned on is asked now; a decided one keeps its state.
          confirmation: askConfirmation
            ? eb.fn.coalesce("leads.confirmation", eb.val<"pending">("pending"))
            : eb.ref("leads.confirmation"),
        })),
      )
      .returning(["id", "confirmation", "pack_token"])
      .executeTakeFirstOrThrow();
    const id = stored.id;
    await trx
      .insertInto("lead_submissions")
      .values({
        id: randomUUID(),
        lead_id: id,
        ...tracking,
        ...lastTouch,
        result_id: lead.resultId ?? null,
        created_at: timestamp,
      })
      .execute();
    // A lead that already confirmed needs no second confirmation e-mail.
    if (deliveryKind && !(askConfirmation && stored.confirmation === "confirmed"))
      await insertJob(trx, { kind: deliveryKind, key: id, payload: { leadId: id } }, now);
    return {
      leadId: id,
      packToken: stored.pack_token ?? packToken,
      created: id === newId,
      confirmation: stored.confirmation,
    };
  });
}

/** The lead behind a subscriber cookie, with its pack token (null only for a lead from before pack tokens). */
export async function findLeadPackToken(
  db: Kysely<Database>,
  leadId: string,
): Promise<{ id: string; packToken: string | null } | undefined> {
  const row = await db.selectFrom("leads").select(["id", "pack_token"]).where("id", "=", leadId).executeTakeFirst();
  return row && { id: row.id, packToken: row.pack_token };
}

/** Whether a pack link's token belongs to a lead on file. */
export async function packTokenExists(db: Kysely<Database>, packToken: string): Promise<boolean> {
  const row = await db.selectFrom("leads").select("id").where("pack_token", "=", packToken).executeTakeFirst();
  return row !== undefined;
}

/** A lead as its delivery job sends it: its row, and the result of its latest submission that had one. */
export type DeliveredLead = LeadsTable & { result_id: string | null };

export async function findLeadForDelivery(db: Kysely<Database>, leadId: string): Promise<DeliveredLead | undefined> {
  const lead = await db.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
  if (!lead) return undefined;
  const latest = await db
    .selectFrom("lead_submissions")
    .select("result_id")
    .where("lead_id", "=", leadId)
    .where("result_id", "is not", null)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return { ...lead, result_id: latest?.result_id ?? null };
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
