import { createHash, randomBytes } from "node:crypto";
import { addressKey } from "~/modules/network/address-key";
import { addDays } from "./insights/range";

/**
 * The anonymous visitor id of one day, as Plausible counts: a hash of the day's secret salt,
 * the site, the address and the browser. Without the salt, which is deleted once its day and
 * the next are over, no hash can be traced back to an address or linked to the same visitor
 * another day.
 */
export function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${site}\n${address}\n${userAgent}`).digest("hex").slice(0, 16);
}

/**
 * The salt of each day, fetched once per day and process: `saltForDay` stores a fresh random
 * salt if the day has none yet, so every instance agrees. A day's salt is kept through the
 * next day, the retry window: an event that waited for the database past midnight is hashed
 * with its own day's salt and counts as the visitor it was. An event older than that has no
 * salt any more (undefined): it is dropped rather than counted as a new visitor.
 */
export function dailySalts(
  saltForDay: (day: string, candidate: string) => Promise<string>,
  today: () => string,
): (day: string) => Promise<string | undefined> {
  const known = new Map<string, Promise<string>>();
  return async (day) => {
    const oldestKept = addDays(today(), -1);
    if (day < oldestKept) return undefined;
    let salt = known.get(day);
    if (!salt) {
      for (const other of known.keys()) if (other < oldestKept) known.delete(other);
      salt = saltForDay(day, randomBytes(32).toString("hex"));
      salt.catch(() => known.delete(day));
      known.set(day, salt);
    }
    return salt;
  };
}

/** Browsers one address may count as a day's visitors; any further ones count as one more. */
export const MAX_BROWSERS_PER_ADDRESS = 4;
/** Addresses remembered per day; past this many, each new one counts as one visitor whatever its browsers. */
const MAX_ADDRESSES_PER_DAY = 100_000;

/**
 * The day's visitor of an address and browser, with at most a handful per address: the first
 * four browsers seen from it count apart, every later one as one shared visitor (the
 * address's own hash), so varying the User-Agent cannot make up visitors. People behind one
 * shared address beyond that are undercounted, the price of it. An IPv6 address shares its
 * handful with its whole /64 (one home or one machine, which can rotate through all of it).
 * Only salted hashes are held.
 */
export function visitorsPerAddress(): (
  salt: string,
  day: string,
  site: string,
  address: string,
  agent: string,
) => string {
  const days = new Map<string, Map<string, string[]>>();
  return (salt, day, site, address, agent) => {
    const own = visitorHash(salt, site, address, agent);
    const household = visitorHash(salt, site, addressKey(address), "");
    let addresses = days.get(day);
    if (!addresses) {
      for (const other of days.keys()) if (other < addDays(day, -1)) days.delete(other);
      addresses = new Map();
      days.set(day, addresses);
    }
    const browsers = addresses.get(household);
    if (browsers?.includes(own)) return own;
    if (!browsers) {
      if (addresses.size >= MAX_ADDRESSES_PER_DAY) return household;
      addresses.set(household, [own]);
      return own;
    }
    if (browsers.length >= MAX_BROWSERS_PER_ADDRESS) return household;
    browsers.push(own);
    return own;
  };
}
