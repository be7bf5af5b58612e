import type { Kysely } from "kysely";
import type { AppContext, ContentVersionReader } from "~/context";
import type { Database } from "~/db/schema";

/**
 * `forget` drops this process's value at once: a write here is read back by the next call even
 * before the new version arrives (PostgreSQL's NOTIFY comes back a moment after the commit).
 */
export interface ContentMemo<T, Context> {
  (context: Context): Promise<T>;
  forget(db: Kysely<Database>): void;
}

type MemoContext = Pick<AppContext, "db"> & { contentVersion?: ContentVersionReader };

interface Remembered<T> {
  version: number;
  value: Promise<T>;
}

/**
 * A value derived from the whole published library (such as every category's count and reading
 * time), computed once per content version instead of on every render. The version changes with
 * every write, whichever process makes it (server/cache/content-version.server.ts), so the value
 * is never older than the content it was read after; while the version is unknown, every call
 * computes afresh. Calls that arrive while it is being computed share that computation, and a
 * failed one is forgotten, so the next call tries again. Kept per database, so two databases in
 * one process (as in tests) never see each other's values. A caller without a version (a
 * background job) computes afresh.
 */
export function memoPerContentVersion<T, Context extends MemoContext = MemoContext>(
  compute: (db: Kysely<Database>, context: Context) => Promise<T>,
): ContentMemo<T, Context> {
  const remembered = new WeakMap<Kysely<Database>, Remembered<T>>();
  const memo = (context: Context) => {
    const { db } = context;
    const version = context.contentVersion?.current();
    if (version === undefined) return compute(db, context);
    const entry = remembered.get(db);
    if (entry?.version === version) return entry.value;
    const value = compute(db, context);
    remembered.set(db, { version, value });
    value.catch(() => {
      if (remembered.get(db)?.value === value) remembered.delete(db);
    });
    return value;
  };
  return Object.assign(memo, { forget: (db: Kysely<Database>) => void remembered.delete(db) });
}
