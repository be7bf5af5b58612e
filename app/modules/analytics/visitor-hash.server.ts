import { createHash, randomBytes } from "node:crypto";

/**
 * The anonymous visitor id of one day, as Plausible counts: a hash of the day's secret salt,
 * the site, the address and the browser. Without the salt, which is deleted when its day is
 * over, no hash can be traced back to an address or linked to the same visitor another day.
 */
export function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${site}\n${address}\n${userAgent}`).digest("hex").slice(0, 16);
}

/**
 * The salt of each day, fetched once per day and process: `saltForDay` stores a fresh random
 * salt if the day has none yet, so every instance agrees. Yesterday's is forgotten here as soon
 * as today's is asked for; the stored ones are deleted by the daily maintenance.
 */
export function dailySalts(
  saltForDay: (day: string, candidate: string) => Promise<string>,
): (day: string) => Promise<string> {
  const known = new Map<string, Promise<string>>();
  return (day) => {
    let salt = known.get(day);
    if (!salt) {
      for (const other of known.keys()) if (other < day) known.delete(other);
      salt = saltForDay(day, randomBytes(32).toString("hex"));
      salt.catch(() => known.delete(day));
      known.set(day, salt);
    }
    return salt;
  };
}
