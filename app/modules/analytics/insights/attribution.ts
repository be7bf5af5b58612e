import type { LeadTouchRow } from "~/db/queries/insights.server";
import { referrerHost } from "../referrer";

/** Subscribers attributed to one source, by their first and by their last touch. */
export interface Attributed {
  firstTouch: number;
  lastTouch: number;
}

/** "source / medium / campaign", the spec's defaults filling the gaps, as for leads. */
export function campaignName(source: string | null, medium: string | null, campaign: string | null): string {
  return `${source || "direct"} / ${medium || "organic"} / ${campaign || "unknown"}`;
}

const NO_CAMPAIGN = campaignName(null, null, null);

function tally(rows: readonly LeadTouchRow[], first: (row: LeadTouchRow) => string | undefined, last: typeof first) {
  const counts = new Map<string, Attributed>();
  const add = (key: string | undefined, touch: keyof Attributed) => {
    if (key === undefined) return;
    const entry = counts.get(key) ?? { firstTouch: 0, lastTouch: 0 };
    entry[touch] += 1;
    counts.set(key, entry);
  };
  for (const row of rows) {
    add(first(row), "firstTouch");
    add(last(row), "lastTouch");
  }
  return counts;
}

/** Subscribers per campaign; leads that came with no campaign are left out. */
export function subscribersByCampaign(rows: readonly LeadTouchRow[]): Map<string, Attributed> {
  const named = (name: string) => (name === NO_CAMPAIGN ? undefined : name);
  return tally(
    rows,
    (row) => named(campaignName(row.utm_source, row.utm_medium, row.utm_campaign)),
    (row) => named(campaignName(row.last_utm_source, row.last_utm_medium, row.last_utm_campaign)),
  );
}

/** Subscribers per referring site. */
export function subscribersByReferrer(rows: readonly LeadTouchRow[], siteHost: string): Map<string, Attributed> {
  return tally(
    rows,
    (row) => referrerHost(row.referrer, siteHost),
    (row) => referrerHost(row.last_referrer, siteHost),
  );
}
