import { useEffect } from "react";
import { rememberFirstVisit } from "~/modules/leads/tracking";

/**
 * Records the first visit's UTM parameters, referrer and landing page, once per browser:
 * mounted in the root layout, so whichever page a visitor lands on is the one remembered.
 */
export function FirstVisitTracker() {
  useEffect(() => {
    rememberFirstVisit();
  }, []);
  return null;
}
