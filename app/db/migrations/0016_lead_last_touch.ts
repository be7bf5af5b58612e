import type { Kysely, Migration } from "kysely";

/** The visit's own columns (utm_*, referrer, landing_page, first_visit) stay the first touch. */
export const LAST_TOUCH_COLUMNS = [
  "last_utm_source",
  "last_utm_medium",
  "last_utm_campaign",
  "last_utm_term",
  "last_utm_content",
  "last_referrer",
  "last_landing_page",
  "last_visit",
] as const;

/** A lead's last touch beside its first: the campaign or site that brought the visitor back before they subscribed. */
export const leadLastTouch: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ["leads", "lead_submissions"]) {
      for (const column of LAST_TOUCH_COLUMNS) await db.schema.alterTable(table).addColumn(column, "text").execute();
    }
  },

  async down(db: Kysely<unknown>) {
    for (const table of ["leads", "lead_submissions"]) {
      for (const column of LAST_TOUCH_COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
    }
  },
};
