import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** How often running work (an import batch, an image migration) is re-read from the server. */
export const POLL_INTERVAL_MS = 700;

/** Re-runs the page's loaders every POLL_INTERVAL_MS while `active`, one request at a time. */
export function usePollingRevalidation(active: boolean): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}
