/** The last part a visitor opened in a playbook, kept in this browser only. */
export interface SavedProgress {
  partSlug: string;
  partTitle: string;
  position: number;
}

const KEY_PREFIX = "reading-progress:";

function isSavedProgress(value: unknown): value is SavedProgress {
  const candidate = value as SavedProgress | null;
  return (
    typeof candidate?.partSlug === "string" &&
    typeof candidate.partTitle === "string" &&
    typeof candidate.position === "number"
  );
}

/** Storage can be full, disabled or hold junk from an older version: all mean "nothing saved". */
export function readProgress(storage: Storage, playbookSlug: string): SavedProgress | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY_PREFIX + playbookSlug) ?? "null");
    return isSavedProgress(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function saveProgress(storage: Storage, playbookSlug: string, progress: SavedProgress): void {
  const { partSlug, partTitle, position } = progress;
  try {
    storage.setItem(KEY_PREFIX + playbookSlug, JSON.stringify({ partSlug, partTitle, position }));
  } catch {
    // Private browsing or a full quota: reading works the same without the bookmark.
  }
}

/** The browser's local storage, or nothing where merely reading it throws (some privacy settings). */
export function localStorageOf(view: Window | null): Storage | undefined {
  try {
    return view?.localStorage;
  } catch {
    return undefined;
  }
}
