import { useCallback, useEffect, useRef, useState } from "react";

/** How long after the last change the working copy is written. */
export const AUTOSAVE_DELAY_MS = 1500;
/** How soon a failed autosave is tried again without a new change. */
const RETRY_MS = 10_000;
/** What a browser lets a request sent as the page closes carry. */
const KEEPALIVE_MAX_BYTES = 60 * 1024;

export type AutosaveState =
  | { kind: "clean" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "failed"; error: string };

/**
 * Writes the editor's draft (`body`: every field the save would send) to the session's working
 * copy on the server a moment after each change (debounced), one request at a time, retrying
 * after a failure. A tab closed with a change not yet sent asks the browser to confirm and
 * sends it on the way out.
 */
export function useAutosave(body: () => URLSearchParams, url: string) {
  const [state, setState] = useState<AutosaveState>({ kind: "clean" });
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<Promise<void> | undefined>(undefined);
  const savedOnce = useRef(false);
  // Read when a copy is sent, so it is always the draft as it is then.
  const read = useRef(body);
  read.current = body;

  const send = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) await inFlight.current;
    if (!dirty.current) return;
    dirty.current = false;
    setState({ kind: "saving" });
    const request = fetch(url, { method: "POST", body: read.current() })
      .then(async (response) => {
        const answer = (await response.json().catch(() => ({}))) as { savedAt?: string; error?: string };
        if (!response.ok || !answer.savedAt) throw new Error(answer.error ?? `The server answered ${response.status}.`);
        savedOnce.current = true;
        setState(dirty.current ? { kind: "pending" } : { kind: "saved", at: answer.savedAt });
      })
      .catch((error: unknown) => {
        dirty.current = true;
        const reason = error instanceof TypeError ? "The server could not be reached." : (error as Error).message;
        setState({ kind: "failed", error: reason });
        timer.current = setTimeout(() => void send(), RETRY_MS);
      })
      .finally(() => (inFlight.current = undefined));
    inFlight.current = request;
    await request;
  }, [url]);

  /**
   * Call after every change (every keystroke): the copy is written once the owner pauses. Only
   * the first change after a save touches React state; the ones after it cost a timer.
   */
  const changed = useCallback(() => {
    const settled = !dirty.current && !inFlight.current;
    dirty.current = true;
    // Saving or failed (a retry is waiting) stay as they are: what follows them says "pending".
    if (settled) setState({ kind: "pending" });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(), AUTOSAVE_DELAY_MS);
  }, [send]);

  useEffect(() => {
    // The playbook moved to another address with changes waiting: they go to the new one.
    if (dirty.current) timer.current = setTimeout(() => void send(), AUTOSAVE_DELAY_MS);
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current || inFlight.current) event.preventDefault();
    };
    /** The page is going away: a browser lets a request outlive it only if it is small. */
    const sendOnExit = () => {
      if (!dirty.current) return;
      const draft = read.current();
      if (draft.toString().length <= KEEPALIVE_MAX_BYTES)
        void fetch(url, { method: "POST", body: draft, keepalive: true });
    };
    addEventListener("beforeunload", warn);
    addEventListener("pagehide", sendOnExit);
    return () => {
      removeEventListener("beforeunload", warn);
      removeEventListener("pagehide", sendOnExit);
      clearTimeout(timer.current);
      // Left inside the app (another copy opened, back to the list): what was typed still goes.
      if (dirty.current) void fetch(url, { method: "POST", body: read.current() });
    };
  }, [url, send]);

  /** Sends what is waiting now (before a preview opens, before the page is left). */
  const flush = useCallback(() => send(), [send]);
  /** The form was saved for real: nothing is waiting any more. */
  const settle = useCallback(() => {
    dirty.current = false;
    clearTimeout(timer.current);
    setState({ kind: "clean" });
  }, []);

  return { state, changed, flush, settle, hasCopy: () => savedOnce.current };
}
