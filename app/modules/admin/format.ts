const FORMAT = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** "3 Jun 2025, 14:05 UTC": the same on the server and in any browser, so hydration matches. */
export function formatAdminDate(iso: string): string {
  return `${FORMAT.format(new Date(iso))} UTC`;
}
