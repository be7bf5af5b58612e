import Bowser from "bowser";
import type { AppContext } from "~/context";

/** Enough of a User-Agent to tell browsers apart; the rest is noise and could be long. */
const MAX_USER_AGENT = 300;

/** The browser and address a session or a remembered browser is recorded with, for the owner's security page. */
export function clientOf(request: Request, context: Pick<AppContext, "clientAddress">) {
  return {
    userAgent: request.headers.get("User-Agent")?.slice(0, MAX_USER_AGENT) ?? null,
    address: context.clientAddress ?? null,
  };
}

/** "Firefox 128 on Linux", for a person to recognise their own browser in a list; "Unknown browser" when it says nothing. */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent?.trim()) return "Unknown browser";
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name
    ? [browser.name, browser.version?.split(".")[0]].filter(Boolean).join(" ")
    : "Unknown browser";
  return os.name ? `${name} on ${os.name}` : name;
}
