import { useCallback, useEffect, useRef, useState } from "react";
import type { SaveConflict, SavedElsewhere } from "~/modules/editor/editor-results";

/** How often an open editor asks whether the playbook was saved elsewhere (while its tab is visible). */
export const SAVED_ELSEWHERE_POLL_MS = 5000;
const CHANNEL = "playbook-saves";

interface SaveMessage extends SavedElsewhere {
  slug: string;
}

export type SavedElsewhereNotice = SavedElsewhere & {
  /** Heard from another tab of this browser (at once), not from the server. */
  tab: boolean;
};

const savedStateUrl = (slug: string, compare = false) =>
  `/admin/playbooks/${encodeURIComponent(slug)}/saved${compare ? "?compare" : ""}`;

/**
 * Tells an open editor, before its next save, that the playbook was saved elsewhere: at once
 * from another tab of this browser (a BroadcastChannel), and within a few seconds from
 * anywhere else (a small request while the tab is visible, and whenever it comes back into
 * view). `version` is the version this editor's text starts from.
 */
export function useSavedElsewhere(slug: string, version: number) {
  const [heard, setHeard] = useState<SavedElsewhereNotice>();
  const channel = useRef<BroadcastChannel>(undefined);
  const base = useRef(version);
  base.current = version;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const learn = (saved: SavedElsewhereNotice) => {
      if (saved.version > base.current) setHeard((known) => (known && known.version >= saved.version ? known : saved));
    };
    const check = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const response = await fetch(savedStateUrl(slug), { headers: { Accept: "application/json" } });
        if (response.ok) learn({ ...((await response.json()) as SavedElsewhere), tab: false });
      } catch {
        // Offline for a moment: the next check asks again.
      }
    };
    const poll = () => {
      timer = setTimeout(() => void check().finally(() => !stopped && poll()), SAVED_ELSEWHERE_POLL_MS);
    };
    poll();
    const onVisible = () => void check();
    document.addEventListener("visibilitychange", onVisible);
    if ("BroadcastChannel" in window) {
      channel.current = new BroadcastChannel(CHANNEL);
      channel.current.onmessage = ({ data }: MessageEvent<SaveMessage>) => {
        if (data?.slug === slug) learn({ ...data, byYou: true, tab: true });
      };
    }
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
      channel.current?.close();
    };
  }, [slug]);

  /** This editor saved: its other tabs hear of it at once. */
  const announce = useCallback((saved: { slug: string; version: number; savedBy: string }) => {
    const message: SaveMessage = { ...saved, savedAt: new Date().toISOString(), byYou: true };
    channel.current?.postMessage(message);
  }, []);

  /** The saved version in full, to compare with this editor's text. */
  const fetchSaved = useCallback(async (): Promise<SaveConflict | string> => {
    try {
      const response = await fetch(savedStateUrl(slug, true), { headers: { Accept: "application/json" } });
      const answer = (await response.json()) as SaveConflict & { error?: string };
      return response.ok ? answer : (answer.error ?? `The saved version could not be read (${response.status}).`);
    } catch {
      return "The server could not be reached. Try again in a moment.";
    }
  }, [slug]);

  return { notice: heard && heard.version > version ? heard : undefined, announce, fetchSaved };
}
