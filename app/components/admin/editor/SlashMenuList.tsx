import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { useEffect, useId, useState, type RefObject } from "react";
import { cardChoicesFor, type CardChoice, type CardDialogs } from "./card-menu";
import { dismissSlashMenu, slashMenuKey } from "./extensions/slash-menu";

interface SlashMenuListProps {
  editor: Editor;
  dialogs: CardDialogs;
  /** The editor's keydown handler calls this first: true when the menu used the key. */
  keys: RefObject<(event: KeyboardEvent) => boolean>;
}

const MENU_WIDTH = 320;

/**
 * The "/" menu: a listbox under the caret, filtered by what follows the slash. The caret stays
 * in the text (the editor says which option is active, aria-activedescendant); arrows move,
 * Enter or Tab inserts, Escape closes it for that line.
 */
export function SlashMenuList({ editor, dialogs, keys }: SlashMenuListProps) {
  const id = useId();
  const menu = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const state = slashMenuKey.getState(current.state);
      return state?.open ? { from: state.from, to: state.to, query: state.query } : undefined;
    },
    equalityFn: (a, b) => a?.from === b?.from && a?.to === b?.to && a?.query === b?.query,
  });
  const choices = menu ? cardChoicesFor(menu.query) : [];
  const [active, setActive] = useState(0);
  const highlighted = Math.min(active, Math.max(0, choices.length - 1));
  useEffect(() => setActive(0), [menu?.query]);

  const optionId = (choice: CardChoice) => `${id}-${choice.id}`;
  const choose = (choice: CardChoice) => {
    if (!menu) return;
    editor.view.dispatch(editor.state.tr.delete(menu.from, menu.to));
    choice.run(editor, dialogs);
  };

  keys.current = (event) => {
    if (!menu) return false;
    if (event.key === "Escape") {
      editor.view.dispatch(editor.state.tr.setMeta(dismissSlashMenu.key, dismissSlashMenu.value));
      return true;
    }
    if (choices.length === 0) return false;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((highlighted + step + choices.length) % choices.length);
      return true;
    }
    if (event.key === "Enter" || event.key === "Tab") {
      choose(choices[highlighted]!);
      return true;
    }
    return false;
  };

  const open = menu !== undefined && choices.length > 0;
  const activeId = open ? optionId(choices[highlighted]!) : undefined;
  useEffect(() => {
    const surface = editor.view.dom;
    if (activeId) surface.setAttribute("aria-activedescendant", activeId);
    else surface.removeAttribute("aria-activedescendant");
  }, [editor, activeId]);

  if (!menu) return null;
  const caret = editor.view.coordsAtPos(menu.to);
  const position = {
    top: Math.min(caret.bottom + 6, window.innerHeight - 120),
    left: Math.max(8, Math.min(caret.left, window.innerWidth - MENU_WIDTH - 8)),
  };
  if (!open) {
    return (
      <p
        role="status"
        style={position}
        className="fixed z-30 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 shadow-lg"
      >
        No card matches “{menu.query}”. Keep typing, or press Escape.
      </p>
    );
  }
  return (
    <div
      role="listbox"
      id={`${id}-menu`}
      aria-label="Insert a card"
      style={{ ...position, width: `min(${MENU_WIDTH}px, calc(100vw - 16px))` }}
      className="fixed z-30 max-h-80 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
    >
      {choices.map((choice, index) => {
        const Icon = choice.icon;
        return (
          <div
            key={choice.id}
            id={optionId(choice)}
            role="option"
            // Never focused: the caret stays in the text, which points here (aria-activedescendant).
            tabIndex={-1}
            aria-selected={index === highlighted}
            // The caret stays in the editor: a click chooses without taking focus.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(choice);
            }}
            onMouseEnter={() => setActive(index)}
            className="flex cursor-pointer items-start gap-3 rounded-md px-2 py-1.5 aria-selected:bg-brand-50"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />
            <span>
              <span className="block text-sm font-medium text-slate-950">{choice.label}</span>
              <span className="block text-xs text-slate-600">{choice.hint}</span>
            </span>
          </div>
        );
      })}
    </div>
  );
}
