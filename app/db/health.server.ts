import { sql, type Kysely } from "kysely";

/** One round trip to the database; rejects if it is unreachable or slower than the timeout. */
export async function pingDatabase<DB>(db: Kysely<DB>, timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
