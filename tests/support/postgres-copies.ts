import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { openPostgres } from "~/db/connection.server";
import { adminDatabaseUrl } from "./postgres-urls";

/**
 * The server copies templates for every test file of both projects at once: while it is busy
 * (each copy checkpoints), a new connection can wait longer than the app's 5 s.
 */
export const TEST_CONNECT_TIMEOUT_MS = 30_000;

/** Creates a database on the server of `databaseUrl` (a copy of `template` when given); resolves to its name. */
export async function createPostgresDatabase(databaseUrl: string, template?: string, prefix = "test"): Promise<string> {
  const name = `${prefix}_${randomUUID().replaceAll("-", "")}`;
  const admin = openPostgres(adminDatabaseUrl(databaseUrl), { connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
  try {
    // FILE_COPY copies the template's files where PostgreSQL 15's default writes every page
    // through the WAL: a copy and its drop cost the server about half the time.
    if (template)
      await sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(template)} STRATEGY FILE_COPY`.execute(admin);
    else await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  return name;
}

export async function dropPostgresDatabase(databaseUrl: string, name: string): Promise<void> {
  const admin = openPostgres(adminDatabaseUrl(databaseUrl), { connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
  try {
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
  } finally {
    await admin.destroy();
  }
}

/**
 * Copies of one template for a test file's tests, made one ahead and dropped behind: while a
 * test runs, the server is already copying the next test's database and dropping the last one,
 * so a test waits for neither (each takes a few hundred milliseconds on a busy server). `settle`
 * after the file's last test waits for the drops and drops the copy made ahead for nobody.
 */
export function postgresCopiesAhead(databaseUrl: string, template: string) {
  let ahead: Promise<string> | undefined;
  const drops: Promise<void>[] = [];
  const quietly = <T>(promise: Promise<T>) => {
    // Awaited later (by the next `take`, or in `settle`); a failure is reported there.
    promise.catch(() => undefined);
    return promise;
  };
  return {
    async take(): Promise<string> {
      const name = await (ahead ?? createPostgresDatabase(databaseUrl, template));
      ahead = quietly(createPostgresDatabase(databaseUrl, template));
      return name;
    },
    dropBehind(name: string): void {
      drops.push(quietly(dropPostgresDatabase(databaseUrl, name)));
    },
    async settle(): Promise<void> {
      if (ahead) drops.push(ahead.then((name) => dropPostgresDatabase(databaseUrl, name)));
      ahead = undefined;
      await Promise.all(drops.splice(0));
    },
  };
}
