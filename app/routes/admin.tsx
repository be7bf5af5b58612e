import { Outlet } from "react-router";
import type { PageHandle } from "~/modules/page-scripts/handle";

/**
 * Every admin screen, present and future, nests here, so the area's policy is said once: a
 * signed-in owner's working screens, stored by no cache, hydrated at once (never indexed, their
 * modules cached after the first visit, so a click works soonest).
 */
export default function AdminArea() {
  return <Outlet />;
}

export const handle: PageHandle = { audience: "private", hydrate: "at-once" };
