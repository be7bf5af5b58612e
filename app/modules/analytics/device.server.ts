import Bowser from "bowser";
import { perUserAgent } from "./per-user-agent.server";

export type DeviceClass = "mobile" | "tablet" | "desktop";

/** Phone, tablet or computer, from the user agent (TVs and unknown platforms count as desktop). */
export const deviceClass = perUserAgent((userAgent): DeviceClass => {
  const type = Bowser.parse(userAgent).platform.type;
  return type === "mobile" || type === "tablet" ? type : "desktop";
});
