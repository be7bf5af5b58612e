import { data } from "react-router";
import type { AdminResult } from "~/modules/admin/manager-results";
import type { AdminIdentity } from "./guard.server";

/** The admin making a change, and the session it comes from (kept when a change ends the others). */
export type SignedInAdmin = AdminIdentity & { sessionId: string };

/** What the security page's forms answer; `recoveryCodes` are shown once, right after they are made. */
export type SecurityResult = AdminResult & { recoveryCodes?: string[] };

/** The answer, 200 when it went well and 400 (or `status`) when not. */
export function securityAnswer(result: SecurityResult, status = result.ok ? 200 : 400) {
  return data<SecurityResult>(result, { status });
}

/** " 2 other sessions were signed out." (nothing when none was). */
export function endedSessionsSentence(ended: number): string {
  if (ended === 0) return "";
  return ` ${ended === 1 ? "1 other session was" : `${ended} other sessions were`} signed out.`;
}
