import { findBeehiivSubscriber } from "./beehiiv-lookup.server";
import { BEEHIIV_DELIVERY } from "~/db/queries/leads.server";
import { sendToBeehiiv, type BeehiivSettings } from "./beehiiv.server";
import type { Delivery } from "./delivery-types";

/** Subscribes each lead at beehiiv, exactly once. */
export function beehiivDelivery(settings: BeehiivSettings): Delivery {
  return {
    kind: BEEHIIV_DELIVERY,
    async deliver(lead, { retry, ...limits }) {
      // An earlier attempt may have reached beehiiv: ask first, so nobody is subscribed twice.
      if (retry) {
        const known = await findBeehiivSubscriber(settings, lead.email, limits);
        if (!known.ok) return known;
        if (known.subscribed) return { ok: true };
      }
      return sendToBeehiiv(settings, lead, limits);
    },
  };
}
