import { addressKey } from "~/modules/network/address-key";
import type { VisitSignals } from "./privacy.server";
import { VIEW_ID_LIFETIME_MS } from "./view-ids.server";
import { WindowCounts } from "./window-counts";

const TEN_MINUTES = 10 * 60_000;

/**
 * How many events analytics takes before refusing the rest as excess. A reader sends about
 * five a part (its view and four depth marks) and a tool ten; a search is one. So one person
 * stays far below their budget, an office of a dozen readers behind one address fits, and a
 * script on one address stores a few hundred events however much it sends
 * (docs/decisions/0016-analytics-tied-to-page-views.md).
 */
export const ANALYTICS_LIMITS = {
  /**
   * Every event from one address (a visitor's or a network's: an IPv6 address counts by its
   * /64, which one machine can rotate through at will), in any rolling ten minutes.
   */
  perAddress: { events: 240, windowMs: TEN_MINUTES, maxKeys: 100_000 },
  /** One browser at one address, in any rolling ten minutes. */
  perVisitor: { events: 120, windowMs: TEN_MINUTES, maxKeys: 100_000 },
  /** Sent with one page view's id: the page, its reading, its tool steps, searches and clicks. */
  perView: { events: 100, maxKeys: 300_000 },
};

export interface Admission {
  /** Takes one event from each budget it falls under, or none when any is spent. */
  admit(signals: VisitSignals, view?: string): boolean;
}

/**
 * Budgets of events per address, per visitor (address and browser) and per page view, kept
 * in this process: counting in the database would cost a write per event. With several
 * instances, each keeps its own, so a flood spread over them stores that many times more.
 */
export function createAdmission(limits = ANALYTICS_LIMITS, now: () => number = Date.now): Admission {
  const rolling = ({ events, windowMs, maxKeys }: typeof limits.perAddress) =>
    new WindowCounts({ limit: events, windowMs, maxKeys, sliding: true, now });
  const addresses = rolling(limits.perAddress);
  const visitors = rolling(limits.perVisitor);
  // An id lives no longer than a window, so its counts over two windows are its whole life.
  const views = new WindowCounts({
    limit: limits.perView.events,
    windowMs: VIEW_ID_LIFETIME_MS,
    maxKeys: limits.perView.maxKeys,
    sliding: false,
    now,
  });
  return {
    admit(signals, view) {
      const address = addressKey(signals.address);
      const visitor = `${address}\n${signals.userAgent}`;
      if (!addresses.hasRoom(address) || !visitors.hasRoom(visitor)) return false;
      if (view !== undefined && !views.hasRoom(view)) return false;
      addresses.add(address);
      visitors.add(visitor);
      if (view !== undefined) views.add(view);
      return true;
    },
  };
}
