import type { Generated } from "kysely";
import type { JsonColumn, Timestamp } from "./columns";

// Leads, their submissions, stored tool results and the resources pack.

/** Where a lead came from: first-visit UTM data and the tool that captured it. */
export interface LeadTrackingColumns {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  landing_page: string | null;
  /** As the visitor's browser reported it (ISO string), not a server timestamp. */
  first_visit: string | null;
  lead_magnet: string | null;
  current_tool: string | null;
  conversion_page: string | null;
}

/**
 * The last touch before the submission: the latest visit that came from a campaign link or
 * another site (a direct return does not replace it); the columns above are the first touch.
 */
export interface LeadLastTouchColumns {
  last_utm_source: string | null;
  last_utm_medium: string | null;
  last_utm_campaign: string | null;
  last_utm_term: string | null;
  last_utm_content: string | null;
  last_referrer: string | null;
  last_landing_page: string | null;
  /** As the visitor's browser reported it (ISO string). */
  last_visit: string | null;
}

/** One row per e-mail address: the first submission's first touch, the latest submission's last touch. */
export interface LeadsTable extends LeadTrackingColumns, LeadLastTouchColumns {
  id: string;
  email: string;
  /** The random token in this lead's private link to the resources pack; null only for leads from before it existed. */
  pack_token: string | null;
  submission_count: number;
  /** Double opt-in run by this site: "pending" until the e-mailed link is followed, then "confirmed"; null when not asked. */
  confirmation: "pending" | "confirmed" | null;
  confirmed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every subscription form sent, including repeats from the same address with another tool. */
export interface LeadSubmissionsTable extends LeadTrackingColumns, LeadLastTouchColumns {
  id: string;
  lead_id: string;
  /** The stored tool result (tool_results.id) the form was sent from, if any. */
  result_id: string | null;
  /** 1 when the browser owned the lead (or created it); 0 for an address typed in anywhere else. */
  from_owner: Generated<number>;
  created_at: Timestamp;
}

/** A tool's result, kept so that its link can be opened again later; the id is the link's random token. */
export interface ToolResultsTable {
  id: string;
  tool: string;
  /** The tool page it was made on, e.g. the quiz's intro or direct door (analytics compares them). */
  entry: string;
  /** The answers and, for generated results, what was generated (modules/tools/results/stored-result.ts). */
  payload: JsonColumn;
  created_at: Timestamp;
}

/** One item of the workshop resources pack (a cheat sheet, the prompt pack...), as Markdown. */
export interface ResourcePackItemsTable {
  id: string;
  slug: string;
  /** 1-based order in the pack. */
  position: number;
  title: string;
  summary: string;
  body: string;
  version: number;
  /** Hash of the content file it was last loaded from; null once the owner has edited it, so a reload never overwrites an edit. */
  source_hash: string | null;
  updated_at: Timestamp;
  /** The admin who saved this version; null when it came from the content files. */
  updated_by: string | null;
}

/** A pack item's earlier version, recorded when a save or restore replaced it. */
export interface ResourcePackRevisionsTable {
  id: string;
  item_id: string;
  version: number;
  title: string;
  summary: string;
  body: string;
  saved_at: Timestamp;
  saved_by: string | null;
  replaced_at: Timestamp;
  replaced_by: string | null;
}
