import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { LeadPayload } from "~/modules/leads/payload";
import type { Database, LeadLastTouchColumns, LeadsTable, LeadTrackingColumns } from "../schema";
import { insertJob, queueAgain } from "./jobs.server";

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
  /** False when the e-mail was already on file and this submission was added to it. */
  created: boolean;
  /** The submitting browser owns the lead: it created it now, or its pass names it. */
  owner: boolean;
  confirmation: LeadsTable["confirmation"];
  /** E-mails to the address that are on their way, or went out within the resend pause. */
  mailing: { confirmation: boolean; pack: boolean };
}

interface StoreOptions {
  /** The random token of the lead's pack link, used when the lead has none yet. */
  packToken: string;
  /** The lead the submitting browser owns, by its signed pass (app/modules/leads/subscriber-cookie.server.ts). */
  ownedLeadId?: string;
  /** The delivery job the lead gets (one per lead and kind, however often it subscribes). */
  deliveryKind?: string;
  /** This site asks the lead to confirm: it stays "pending" until the e-mailed link is followed. */
  askConfirmation?: boolean;
  /**
   * The delivery job that e-mails a lead its pack link: queued when another browser asks for the
   * pack of an address on file, so the pack reaches the mailbox and not that browser.
   */
  packEmailKind?: string;
  now?: Date;
}

/** The same e-mail is sent to an address at most once in this long, however often it is typed in. */
export const RESEND_PAUSE_MS = 60 * 60 * 1000;

/**
 * Stores the submission in one transaction. A new address becomes a lead owned by the browser
 * that sent it (with its delivery job). An address on file is updated only for the browser
 * that owns its lead (the latest submission's last touch becomes the lead's; the first touch
 * and pack token stay); from any other browser the submission is kept, marked, and changes
 * nothing of the lead. Either way a pending lead is sent its confirmation again, and a pack
 * asked for elsewhere is e-mailed to the address, each at most once per RESEND_PAUSE_MS.
 */
export async function storeLead(db: Kysely<Database>, lead: LeadPayload, options: StoreOptions): Promise<StoredLead> {
  const { packToken, ownedLeadId, deliveryKind, askConfirmation = false, packEmailKind, now = new Date() } = options;
  const timestamp = now.toISOString();
  const tracking = trackingColumns(lead);
  const lastTouch = lastTouchColumns(lead);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("leads")
      .values({
        id: randomUUID(),
        email: lead.email,
        ...tracking,
        ...lastTouch,
        pack_token: packToken,
        submission_count: 1,
        confirmation: askConfirmation ? "pending" : null,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .returning(["id", "confirmation"])
      .executeTakeFirst();
    const stored =
      inserted ??
      (await trx
        .selectFrom("leads")
        .select(["id", "confirmation"])
        .where("email", "=", lead.email)
        .executeTakeFirstOrThrow());
    const owner = inserted !== undefined || stored.id === ownedLeadId;
    const confirmation =
      inserted || !owner
        ? stored.confirmation
        : await updateOwnedLead(trx, stored.id, lead, { packToken, askConfirmation, timestamp });
    await trx
      .insertInto("lead_submissions")
      .values({
        id: randomUUID(),
        lead_id: stored.id,
        ...tracking,
        ...lastTouch,
        result_id: lead.resultId ?? null,
        from_owner: owner ? 1 : 0,
        created_at: timestamp,
      })
      .execute();
    const mailing = { confirmation: false, pack: false };
    const job = { key: stored.id, payload: { leadId: stored.id } };
    const mailed = (kind: string) => queueAgain(trx, { kind, ...job, pauseMs: RESEND_PAUSE_MS }, now);
    if (askConfirmation && deliveryKind && confirmation === "pending")
      mailing.confirmation = await mailed(deliveryKind);
    // The provider's subscription, once per lead (a lead from before the provider was set up gets it now).
    else if (deliveryKind && owner && !askConfirmation) await insertJob(trx, { kind: deliveryKind, ...job }, now);
    if (packEmailKind && !owner) mailing.pack = await mailed(packEmailKind);
    return { leadId: stored.id, created: inserted !== undefined, owner, confirmation, mailing };
  });
}

/**
 * The owner's new submission: counted, its last touch now the lead's, a lead from before pack
 * tokens given one, and (when double opt-in is asked) a lead stored before it was turned on
 * asked now, while a decided one keeps its state. Answers the lead's confirmation state.
 */
async function updateOwnedLead(
  trx: Transaction<Database>,
  leadId: string,
  lead: LeadPayload,
  { packToken, askConfirmation, timestamp }: { packToken: string; askConfirmation: boolean; timestamp: string },
): Promise<LeadsTable["confirmation"]> {
  const updated = await trx
    .updateTable("leads")
    .set((eb) => ({
      submission_count: eb("submission_count", "+", 1),
      ...lastTouchColumns(lead),
      pack_token: eb.fn.coalesce("pack_token", eb.val(packToken)),
      updated_at: timestamp,
      confirmation: askConfirmation
        ? eb.fn.coalesce("confirmation", eb.val<"pending">("pending"))
        : eb.ref("confirmation"),
    }))
    .where("id", "=", leadId)
    .returning("confirmation")
    .executeTakeFirstOrThrow();
  return updated.confirmation;
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
    .where("from_owner", "=", 1)
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
