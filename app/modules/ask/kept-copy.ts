/**
 * A copy of something read from the whole library (its related terms, every section's vector),
 * kept in memory per database and read again in the background only when the version it was
 * read at is no longer current. Only the very first call waits for a read: later calls get the
 * kept copy at once and start a check (one at a time), which learns the current version and,
 * only if it moved, reads the new copy that the calls after it get. A version that cannot be
 * known (undefined) keeps the copy. A failed first read is forgotten, so the next call tries
 * again; a failed check or re-read keeps the copy, and the next call tries again.
 */
export interface KeptCopy<T, Context> {
  (context: Context): Promise<T>;
  /** Resolves once the check or read in flight for this database is done (tests, the evaluation). */
  settled(db: object): Promise<void>;
}

export interface KeptCopySource<T, Context> {
  /** The current version of what `read` reads, asked before reading it, so a copy is never newer than its version. */
  version(context: Context): unknown;
  read(context: Context): Promise<T>;
}

interface Copy<T> {
  version: unknown;
  value: T;
}

interface Held<T> {
  current?: Copy<T>;
  /** The first read, until it is done. */
  first?: Promise<Copy<T>>;
  checking?: Promise<void>;
}

export function keptCopy<T, Context extends { db: object }>(source: KeptCopySource<T, Context>): KeptCopy<T, Context> {
  const held = new WeakMap<object, Held<T>>();

  const readAt = async (context: Context): Promise<Copy<T>> => {
    const version = await source.version(context);
    return { version, value: await source.read(context) };
  };

  async function check(context: Context, entry: Held<T>, kept: Copy<T>): Promise<void> {
    try {
      const version = await source.version(context);
      if (version === undefined || version === kept.version) return;
      const value = await source.read(context);
      entry.current = { version, value };
    } catch {
      // The kept copy serves on; the next call checks again.
    } finally {
      entry.checking = undefined;
    }
  }

  const get = (context: Context): Promise<T> => {
    const entry = held.get(context.db);
    if (entry?.current) {
      entry.checking ??= check(context, entry, entry.current);
      return Promise.resolve(entry.current.value);
    }
    if (entry?.first) return entry.first.then((copy) => copy.value);
    const fresh: Held<T> = {};
    const first = readAt(context);
    fresh.first = first;
    held.set(context.db, fresh);
    first.then(
      (copy) => {
        fresh.current = copy;
        fresh.first = undefined;
      },
      () => {
        if (held.get(context.db) === fresh) held.delete(context.db);
      },
    );
    return first.then((copy) => copy.value);
  };

  const settled = async (db: object) => {
    const entry = held.get(db);
    await Promise.allSettled([entry?.first, entry?.checking]);
  };
  return Object.assign(get, { settled });
}
