import { useEffect, useState } from "react";

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
export function readProgress(playbookSlug: string): SavedProgress | undefined {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY_PREFIX + playbookSlug) ?? "null");
    return isSavedProgress(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function useRememberPart(playbookSlug: string, part: SavedProgress): void {
  const { partSlug, partTitle, position } = part;
  useEffect(() => {
    try {
      window.localStorage.setItem(KEY_PREFIX + playbookSlug, JSON.stringify({ partSlug, partTitle, position }));
    } catch {
      // Private browsing or a full quota: reading works the same without the bookmark.
    }
  }, [playbookSlug, partSlug, partTitle, position]);
}

/** The saved part, read after hydration (the server cannot know it). */
export function useSavedProgress(playbookSlug: string): SavedProgress | undefined {
  const [saved, setSaved] = useState<SavedProgress>();
  useEffect(() => setSaved(readProgress(playbookSlug)), [playbookSlug]);
  return saved;
}
