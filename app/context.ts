import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Config } from "./config.server";
import type { Database } from "./db/schema";
import type { AnalyticsCollector } from "./modules/analytics/collector.server";
import type { MediaStorage } from "./modules/storage/storage.server";

/** A number that changes whenever published content changes; undefined while it cannot be known. */
export interface ContentVersionReader {
  current(): number | undefined;
}

/** What every loader and action receives in `context`: the server's single instances, never globals. */
export interface AppContext {
  db: Kysely<Database>;
  config: Config;
  storage: MediaStorage;
  /** First-party analytics: events are buffered and written in batches. */
  analytics: AnalyticsCollector;
  /** Lets values derived from content be computed once per change instead of once per render. */
  contentVersion: ContentVersionReader;
  /** While answering a request, that request's logger: each line carries its id (`req.id`). */
  logger: Logger;
  /** The visitor's address (Express `req.ip`, proxy-aware) for per-address rate limits; unset outside HTTP requests. */
  clientAddress?: string;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
