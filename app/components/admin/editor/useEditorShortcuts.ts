import { useEffect, useRef, type RefObject } from "react";

interface EditorShortcuts {
  save: () => void;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The editor page's own keys, which never reach the site's: Ctrl/⌘-S saves (not the browser's
 * "save page"); Ctrl/⌘-K is the editor's "link" in the writing area (the editor handles it there)
 * and does nothing elsewhere on the page; "/" never opens the site's search dialog here. The
 * listener sits on the page's root element, ahead of the document where the site's keys are.
 */
export function useEditorShortcuts(root: RefObject<HTMLElement | null>, shortcuts: EditorShortcuts): void {
  const current = useRef(shortcuts);
  current.current = shortcuts;
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const command = (event.ctrlKey || event.metaKey) && !event.altKey;
      const key = event.key.toLowerCase();
      if (command && key === "s") {
        event.preventDefault();
        event.stopPropagation();
        current.current.save();
      } else if (command && key === "k") {
        event.preventDefault();
        event.stopPropagation();
      } else if (key === "/" && !command && !isTyping(event.target)) {
        event.stopPropagation();
      }
    };
    element.addEventListener("keydown", onKeyDown);
    return () => element.removeEventListener("keydown", onKeyDown);
  }, [root]);
}
