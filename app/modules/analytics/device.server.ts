import Bowser from "bowser";

export type DeviceClass = "mobile" | "tablet" | "desktop";

/** User agents repeat: parsing each only once keeps a flush cheap. Bounded, so odd agents cannot grow it. */
const cache = new Map<string, DeviceClass>();
const CACHE_LIMIT = 2000;

/** Phone, tablet or computer, from the user agent (TVs and unknown platforms count as desktop). */
export function deviceClass(userAgent: string): DeviceClass {
  let device = cache.get(userAgent);
  if (device) return device;
  const type = Bowser.parse(userAgent).platform.type;
  device = type === "mobile" || type === "tablet" ? type : "desktop";
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(userAgent, device);
  return device;
}
