import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { Fragment, useRef, useState, type KeyboardEvent } from "react";
import { toolbarGroups, type ToolbarDialogs } from "./toolbar-actions";

interface EditorToolbarProps {
  editor: Editor;
  /** Names the toolbar: "Formatting, part 2". */
  label: string;
  dialogs: ToolbarDialogs;
  /** The part is shown as HTML: only the switch back works. */
  sourceMode: boolean;
}

/**
 * Where a key moves focus in the toolbar: the next or previous button that is on (wrapping
 * around), the first or the last; undefined for other keys. Buttons that are off in this
 * context (table tools outside a table) are skipped.
 */
export function toolbarIndexAfter(key: string, focused: number, enabled: readonly boolean[]): number | undefined {
  const on = enabled.flatMap((isOn, index) => (isOn ? [index] : []));
  if (on.length === 0) return undefined;
  if (key === "Home") return on[0];
  if (key === "End") return on.at(-1);
  if (key === "ArrowRight") return on.find((index) => index > focused) ?? on[0];
  if (key === "ArrowLeft") return on.findLast((index) => index < focused) ?? on.at(-1);
  return undefined;
}

/**
 * The WAI-ARIA toolbar pattern: one Tab stop, the arrow keys (and Home, End) move between
 * buttons, toggles say whether they are on. It follows the editor's selection.
 */
export function EditorToolbar({ editor, label, dialogs, sourceMode }: EditorToolbarProps) {
  const groups = toolbarGroups(dialogs);
  const actions = groups.flat();
  const states = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      actions
        .map((action) => {
          const enabled = action.id === "source" || (!sourceMode && (action.enabled?.(current) ?? true));
          const pressed = action.id === "source" ? sourceMode : !sourceMode && (action.active?.(current) ?? false);
          return `${enabled ? 1 : 0}${pressed ? 1 : 0}`;
        })
        .join(""),
  });
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const enabled = actions.map((_action, position) => states?.[position * 2] === "1");
  // The one Tab stop stays on a button that is on, even when the one last used turned off.
  const tabStop = enabled[focused] ? focused : Math.max(0, enabled.indexOf(true));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = toolbarIndexAfter(event.key, tabStop, enabled);
    if (next === undefined) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  let index = -1;
  return (
    <div
      role="toolbar"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-0.5 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1"
    >
      {groups.map((group, groupIndex) => (
        <Fragment key={group[0]!.id}>
          {groupIndex > 0 && <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300" />}
          {group.map((action) => {
            index += 1;
            const position = index;
            const pressed = states?.[position * 2 + 1] === "1";
            const Icon = action.icon;
            const toggles = action.active !== undefined || action.id === "source";
            return (
              <button
                key={action.id}
                ref={(element) => {
                  buttons.current[position] = element;
                }}
                type="button"
                tabIndex={position === tabStop ? 0 : -1}
                disabled={!enabled[position]}
                aria-pressed={toggles ? pressed : undefined}
                aria-label={action.label}
                title={action.shortcut ? `${action.label} (${action.shortcut})` : action.label}
                onFocus={() => setFocused(position)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => action.run(editor)}
                className="rounded-md p-1.5 text-slate-700 hover:bg-slate-200 hover:text-slate-950 disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-900"
              >
                <Icon aria-hidden="true" className="size-4" />
              </button>
            );
          })}
        </Fragment>
      ))}
    </div>
  );
}
