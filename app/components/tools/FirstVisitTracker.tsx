import { useEffect } from "react";
import { rememberFirstVisit } from "~/modules/leads/tracking";

/**
 * Records the first visit's UTM parameters, referrer and landing page (once per browser).
 * Rendered by the tool pages; mounting it in the root layout would attribute every page.
 */
export function FirstVisitTracker() {
  useEffect(() => {
    rememberFirstVisit();
  }, []);
  return null;
}
