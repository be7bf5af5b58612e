import type { LeadRow } from "~/db/queries/lead-list.server";
import { toCsv, type CsvColumn } from "~/modules/text/csv";

/** The first touch keeps the columns' original names; the last touch follows as last_*. */
const COLUMNS: CsvColumn<LeadRow>[] = [
  ["email", (lead) => lead.email],
  ["first_seen", (lead) => lead.createdAt],
  ["last_seen", (lead) => lead.updatedAt],
  ["submissions", (lead) => lead.submissionCount],
  ["lead_magnet", (lead) => lead.lead_magnet],
  ["tools", (lead) => lead.tools.join(" | ")],
  ["utm_source", (lead) => lead.utm_source],
  ["utm_medium", (lead) => lead.utm_medium],
  ["utm_campaign", (lead) => lead.utm_campaign],
  ["utm_term", (lead) => lead.utm_term],
  ["utm_content", (lead) => lead.utm_content],
  ["referrer", (lead) => lead.referrer],
  ["landing_page", (lead) => lead.landing_page],
  ["first_visit", (lead) => lead.first_visit],
  ["last_utm_source", (lead) => lead.last_utm_source],
  ["last_utm_medium", (lead) => lead.last_utm_medium],
  ["last_utm_campaign", (lead) => lead.last_utm_campaign],
  ["last_utm_term", (lead) => lead.last_utm_term],
  ["last_utm_content", (lead) => lead.last_utm_content],
  ["last_referrer", (lead) => lead.last_referrer],
  ["last_landing_page", (lead) => lead.last_landing_page],
  ["last_visit", (lead) => lead.last_visit],
  ["conversion_page", (lead) => lead.conversion_page],
  ["delivery_status", (lead) => lead.deliveryStatus],
  ["delivery_attempts", (lead) => lead.deliveryAttempts],
  ["delivered_at", (lead) => lead.deliveredAt],
  ["last_error", (lead) => lead.lastError],
  // The site's own double opt-in (empty when it was not asked): only "confirmed" leads said yes.
  ["confirmation", (lead) => lead.confirmation],
  ["confirmed_at", (lead) => lead.confirmedAt],
];

export function leadsToCsv(leads: readonly LeadRow[]): string {
  return toCsv(COLUMNS, leads);
}
