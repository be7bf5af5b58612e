import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { isTimeZone, TIME_ZONE_COOKIE, timeZoneCookie } from "~/modules/publishing/time-zone";

/**
 * Tells the server the browser's time zone once (a cookie), then reloads the page's data so the
 * scheduled times are shown, and the schedule form filled, in it. A zone the owner chose
 * explicitly (a cookie already set) is kept.
 */
export function useOwnerTimeZone(shownZone: string): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${TIME_ZONE_COOKIE}=`))) return;
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!isTimeZone(browserZone)) return;
    document.cookie = timeZoneCookie(browserZone);
    if (browserZone !== shownZone) void revalidator.revalidate();
    // Runs again only on a change, and then finds the cookie set.
  }, [revalidator, shownZone]);
}
