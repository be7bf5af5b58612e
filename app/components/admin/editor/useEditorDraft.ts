import { useCallback, useRef, useState, type RefObject } from "react";
import { applyPartOperation, shownPartAfter, type PartOperation } from "~/modules/admin/part-operations";
import { blankDraftPart, type DraftPart, type PlaybookDraft } from "~/modules/admin/playbook-draft";
import type { PartEditorHandle } from "./PartBodyEditor";

export interface EditablePart extends DraftPart {
  /** Stable identity while parts move around: React keys, and the editor state of each part. */
  key: number;
}

export type EditableDraft = Omit<PlaybookDraft, "parts"> & { parts: EditablePart[] };

/**
 * The editor page's working copy of the playbook and the part on screen. The text of the part
 * being written lives in the visual editor; `collect` asks it for the latest before anything is
 * sent, so typing never re-renders the page.
 */
export function useEditorDraft(
  initial: PlaybookDraft,
  initialShown: number,
  editor: RefObject<PartEditorHandle | null>,
) {
  const nextKey = useRef(initial.parts.length);
  const newKey = () => nextKey.current++;
  const [draft, setDraft] = useState<EditableDraft>(() => ({
    ...initial,
    parts: initial.parts.map((part, index) => ({ ...part, key: index })),
  }));
  const [shown, setShown] = useState(() => Math.min(Math.max(0, initialShown), initial.parts.length - 1));
  const latest = useRef(draft);
  latest.current = draft;

  const update = useCallback(
    (change: Partial<EditableDraft>) => setDraft((current) => ({ ...current, ...change })),
    [],
  );

  const updatePart = useCallback(
    (index: number, change: Partial<EditablePart>) =>
      setDraft((current) => ({
        ...current,
        parts: current.parts.map((part, position) => (position === index ? { ...part, ...change } : part)),
      })),
    [],
  );

  /** The visual editor wrote a part's HTML out. */
  const setPartHtml = useCallback(
    (key: number, html: string) =>
      setDraft((current) => ({
        ...current,
        parts: current.parts.map((part) => (part.key === key && part.html !== html ? { ...part, html } : part)),
      })),
    [],
  );

  const operate = (operation: PartOperation) => {
    const { parts } = latest.current;
    setShown(shownPartAfter(operation, shown, parts.length));
    update({
      parts: applyPartOperation(parts, operation, () => ({ ...blankDraftPart(parts.length + 1), key: newKey() })),
    });
  };

  /** The draft as it is this moment, with each part's newest text from the visual editor. */
  const collect = (): PlaybookDraft => {
    const { parts, ...rest } = latest.current;
    return {
      ...rest,
      parts: parts.map(({ key, ...part }) => ({ ...part, html: editor.current?.htmlOf(key) ?? part.html })),
    };
  };

  /** After a save: the stored version, address and part slugs; the text stays as the writer has it. */
  const saved = (stored: PlaybookDraft) =>
    setDraft((current) => ({
      ...current,
      slug: stored.slug,
      urlSlug: stored.urlSlug,
      version: stored.version,
      parts: current.parts.map((part, index) => {
        const storedPart = stored.parts[index];
        return storedPart ? { ...part, slug: storedPart.slug, storedSlug: storedPart.storedSlug } : part;
      }),
    }));

  /**
   * Another draft replaces this one (the owner's choices after a conflict). Parts whose text is
   * unchanged keep their editor state (and caret); the others open afresh.
   */
  const replace = (next: PlaybookDraft) => {
    const current = collect();
    const keys = latest.current.parts.map((part) => part.key);
    setDraft({
      ...next,
      parts: next.parts.map((part, index) => ({
        ...part,
        key: current.parts[index]?.html === part.html ? keys[index]! : newKey(),
      })),
    });
    setShown((index) => Math.min(index, next.parts.length - 1));
  };

  return { draft, shown, setShown, update, updatePart, setPartHtml, operate, collect, saved, replace };
}
