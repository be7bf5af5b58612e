/** The host of a referrer without www., or undefined for a direct visit, this site itself or junk. */
export function referrerHost(referrer: string | null | undefined, siteHost: string): string | undefined {
  try {
    const host = referrer ? new URL(referrer).host.replace(/^www\./, "") : "";
    return host && host !== siteHost.replace(/^www\./, "") ? host : undefined;
  } catch {
    return undefined;
  }
}
