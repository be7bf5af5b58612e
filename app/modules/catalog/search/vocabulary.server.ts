import type { Kysely } from "kysely";
import type { ContentVersionReader } from "~/context";
import { readVocabulary } from "~/db/queries/search-documents.server";
import type { Database } from "~/db/schema";
import { vocabularyIndex, type Vocabulary } from "./typos";

interface Loaded {
  version: number;
  vocabulary: Promise<Vocabulary>;
  /** A newer version's vocabulary being read while this one is still served. */
  refreshing?: Promise<Vocabulary>;
}

const loaded = new WeakMap<Kysely<Database>, Loaded>();

/**
 * The library's vocabulary (search_words, written with every published playbook), read once
 * and kept in memory: looking a mistyped word up in it takes well under a millisecond, where
 * reading it takes tens at 100,000 words. When the content changes, the vocabulary is read
 * again in the background while searches keep using the one they have: a word added a moment
 * ago is found as typed at once, and by its near spellings a moment later. While the content
 * version is unknown (tests, a database that cannot say), it is read for every search.
 */
export function libraryVocabulary(db: Kysely<Database>, contentVersion?: ContentVersionReader): Promise<Vocabulary> {
  const version = contentVersion?.current();
  if (version === undefined) return read(db);
  const entry = loaded.get(db);
  if (!entry) {
    const fresh: Loaded = { version, vocabulary: read(db) };
    loaded.set(db, fresh);
    forgetOnFailure(db, fresh, fresh.vocabulary);
    return fresh.vocabulary;
  }
  if (entry.version !== version && !entry.refreshing) {
    const refreshing = read(db);
    entry.refreshing = refreshing;
    refreshing.then(
      () => loaded.set(db, { version, vocabulary: refreshing }),
      () => (entry.refreshing = undefined),
    );
  }
  return entry.vocabulary;
}

async function read(db: Kysely<Database>): Promise<Vocabulary> {
  return vocabularyIndex(await readVocabulary(db));
}

/** A failed first read is forgotten, so the next search tries again. */
function forgetOnFailure(db: Kysely<Database>, entry: Loaded, vocabulary: Promise<Vocabulary>): void {
  vocabulary.catch(() => {
    if (loaded.get(db) === entry) loaded.delete(db);
  });
}
