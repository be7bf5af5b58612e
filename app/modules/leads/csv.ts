import type { LeadRow } from "~/db/queries/lead-list.server";

/**
 * One CSV cell: quoted when needed, and a leading =, +, - or @ is defused, since a spreadsheet
 * would otherwise run a visitor-supplied value (a UTM tag, a referrer) as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const COLUMNS: [string, (lead: LeadRow) => string | number | null][] = [
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
  const lines = [COLUMNS.map(([name]) => name).join(",")];
  for (const lead of leads) lines.push(COLUMNS.map(([, value]) => csvCell(value(lead))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
