import { createContext, useContext } from "react";
import type { ConfiguredFollowUp } from "~/modules/leads/follow-up";

/** What an e-mail form on a result page needs to know before the visitor sends it. */
export interface CaptureSettings {
  /**
   * What a sign-up here leads to by e-mail, as this server is configured (a confirmation link,
   * the newsletter's welcome e-mail, or nothing): the form's words promise only that.
   */
  followUp: ConfiguredFollowUp;
  /** The stored result the page shows; sent with a sign-up so its link can reach the provider. */
  resultId?: string;
}

/** Outside a result page nothing is known to be e-mailed, so the honest default is "none". */
export const CaptureSettingsContext = createContext<CaptureSettings>({ followUp: "none" });

export function useCaptureSettings(): CaptureSettings {
  return useContext(CaptureSettingsContext);
}
