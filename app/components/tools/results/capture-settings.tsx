import { createContext, useContext } from "react";

/** What an e-mail form on a result page needs to know about the server it posts to. */
export interface CaptureSettings {
  /**
   * True only when a newsletter provider is configured, i.e. a sign-up really leads to an
   * e-mail. Without it no wording may say that anything was sent.
   */
  emailDelivery: boolean;
  /** The stored result the page shows; sent with a sign-up so its link can reach the provider. */
  resultId?: string;
}

/** Outside a result page nothing is known to be e-mailed, so the honest default is "no". */
export const CaptureSettingsContext = createContext<CaptureSettings>({ emailDelivery: false });

export function useCaptureSettings(): CaptureSettings {
  return useContext(CaptureSettingsContext);
}
