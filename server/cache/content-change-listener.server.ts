import pg from "pg";
import type { Logger } from "pino";
import { CONTENT_CHANNEL } from "~/db/migrations/0007_content_version";

const RECONNECT_MS = 1_000;

/**
 * Counts PostgreSQL's "content changed" notifications on a connection of its own. While that
 * connection is down it reports no version (the page cache steps aside), and a reconnect
 * counts as a change, because notifications sent in the meantime were lost. It is the
 * PostgreSQL ContentVersion (content-version.server.ts, which picks it).
 */
export class ContentChangeListener {
  private version = 0;
  private listening = false;
  private closed = false;
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {
    this.connect();
  }

  current(): number | undefined {
    return this.listening ? this.version : undefined;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  private connect(): void {
    const client = new pg.Client({ connectionString: this.databaseUrl, keepAlive: true });
    let lost = false;
    const lose = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.listening) this.logger.warn({ err: error }, "content change listener disconnected: page cache off");
      this.listening = false;
      this.version += 1;
      void client.end().catch(() => undefined);
      if (!this.closed) this.retry = setTimeout(() => this.connect(), RECONNECT_MS).unref();
    };
    client.on("notification", () => (this.version += 1));
    client.on("error", lose);
    client.on("end", () => lose());
    client
      .connect()
      .then(() => client.query(`LISTEN ${CONTENT_CHANNEL}`))
      .then(() => {
        if (lost || this.closed) {
          void client.end().catch(() => undefined);
          return;
        }
        this.client = client;
        this.version += 1;
        this.listening = true;
        this.logger.info("content change listener connected: page cache on");
      }, lose);
  }
}
