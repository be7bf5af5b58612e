import type { Timestamp } from "./columns";

// Analytics events and their roll-ups, and the questions readers asked the library.

/** A question a reader asked the library, without who asked (migration 0065). */
/** Ask's optional embedding of a section (migration 0071): float32 little-endian, base64. */
export interface AskSectionEmbeddingsTable {
  section_id: number;
  model: string;
  /** Digest of the model and the text embedded: a changed section gets a new vector. */
  digest: string;
  vector: string;
}

/** The one row counting writes to ask_section_embeddings (migration 0072's triggers): vectors are re-read when it moves. */
export interface AskEmbeddingsVersionTable {
  id: number;
  version: number;
}

export interface AskQuestionsTable {
  id: string;
  asked_at: Timestamp;
  /** As asked, trimmed and cut to the length Ask reads. */
  question: string;
  status: "answered" | "partial" | "not_found";
  mode: "extractive" | "generative";
  /** The answer as shown, with its citation numbers. */
  answer: string;
  feedback: "up" | "down" | null;
  feedback_reason: string | null;
  feedback_at: Timestamp | null;
}

/**
 * One analytics event (app/modules/analytics/events.ts names them and what each column holds).
 * No address, no cookie, nothing a visitor typed except a catalog search.
 */
export interface AnalyticsEventsTable {
  occurred_at: Timestamp;
  /** The UTC day (YYYY-MM-DD) the event arrived: what the roll-up and the dashboard group by. */
  day: string;
  name: string;
  /** The day's salted hash of address and browser: counts unique visitors within that day only. */
  visitor: string;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  device: string;
  subject: string | null;
  variant: string | null;
  position: number | null;
  amount: number | null;
}

/** Daily figures of one breakdown (BREAKDOWNS in app/db/queries/analytics-events.server.ts), kept forever. */
export interface AnalyticsDailyTable {
  day: string;
  breakdown: string;
  key1: string;
  key2: string;
  key3: string;
  events: number;
  visitors: number;
  /** The largest `amount` of the events (a search's best result count); null when they had none. */
  max_amount: number | null;
}

/** Days whose raw events are already in analytics_daily. */
export interface AnalyticsRollupsTable {
  day: string;
  rolled_up_at: Timestamp;
}

/** The visitor-hash salt of a day, shared by every server instance and deleted when the next day is over. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** Past days that got events after they may have been rolled up: rolled up again, read live meanwhile. */
export interface AnalyticsLateDaysTable {
  day: string;
  /** Raised by each late write, so a roll-up that read the events before it does not clear the mark. */
  generation: number;
}

/** Events the site received and did not count, per day and reason ('excess', 'unverified', 'dropped'). */
export interface AnalyticsUncountedTable {
  day: string;
  reason: string;
  events: number;
}
