import { Dialog } from "radix-ui";
import { useMemo, useState } from "react";
import { SideBySideDiff } from "~/components/admin/compare/SideBySideDiff";
import { buttonClass } from "~/components/ui/button";
import type { PlaybookDraft } from "~/modules/admin/playbook-draft";
import { combineDrafts, comparePlaybooks, type Choice } from "~/modules/editor/compare";
import type { SaveConflict } from "~/modules/editor/editor-results";
import { savedElsewhereText } from "./saved-elsewhere-text";

export interface ConflictResolverProps {
  /** The version saved elsewhere. */
  saved: SaveConflict;
  /** This editor's text. */
  mine: PlaybookDraft;
  onApply: (combined: PlaybookDraft) => void;
  onClose: () => void;
}

/**
 * The two texts side by side, row by row (title, details, each part), each with "Keep mine" and
 * "Keep theirs"; the combination then replaces the editor's text, on top of the saved version,
 * ready to save. Its own chunk: the comparison library loads only when a comparison is opened.
 */
export default function ConflictResolver({ saved, mine, onApply, onClose }: ConflictResolverProps) {
  const rows = useMemo(() => comparePlaybooks(saved.theirs, mine), [saved, mine]);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const theirsLabel = `Theirs: ${savedElsewhereText(saved)} (version ${saved.version})`;
  const differing = rows.filter((row) => row.comparison).length;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40" />
        <Dialog.Content className="fixed inset-2 z-50 flex flex-col rounded-xl bg-white shadow-xl sm:inset-6">
          <div className="border-b border-slate-200 p-4 sm:p-5">
            <Dialog.Title className="text-lg font-bold text-slate-950">Your text and the saved version</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              {differing === 0
                ? "Both say the same: keep going, and save when you are ready."
                : `${differing} of ${rows.length} differ. Choose for each which to keep; what you choose replaces the text in this editor, on top of version ${saved.version}. Nothing is saved until you press Save.`}
            </Dialog.Description>
          </div>
          <div className="flex-1 space-y-6 overflow-y-auto p-4 sm:p-5">
            {rows.map((row) => (
              <fieldset key={row.id} className="rounded-xl border border-slate-200 p-3 sm:p-4">
                <legend className="px-1 text-sm font-semibold text-slate-950">{row.label}</legend>
                {row.comparison ? (
                  <>
                    <div className="flex flex-wrap gap-4 text-sm">
                      {(["mine", "theirs"] as const).map((choice) => (
                        <label key={choice} className="flex items-center gap-2 font-medium text-slate-800">
                          <input
                            type="radio"
                            name={`keep-${row.id}`}
                            value={choice}
                            checked={(choices[row.id] ?? "mine") === choice}
                            onChange={() => setChoices({ ...choices, [row.id]: choice })}
                            className="size-4 accent-brand-600"
                          />
                          {choice === "mine" ? "Keep mine" : "Keep theirs"}
                          {choice === "mine" && row.mine === undefined && " (no such part: drop it)"}
                          {choice === "theirs" && row.theirs === undefined && " (no such part: drop it)"}
                        </label>
                      ))}
                    </div>
                    <div className="mt-3">
                      <SideBySideDiff
                        comparison={row.comparison}
                        beforeLabel={theirsLabel}
                        afterLabel="Mine: this editor"
                      />
                    </div>
                  </>
                ) : (
                  <p className="text-sm text-slate-600">The same in both.</p>
                )}
              </fieldset>
            ))}
          </div>
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 p-4">
            <Dialog.Close className={buttonClass("secondary")}>Not now</Dialog.Close>
            <button
              type="button"
              onClick={() => onApply(combineDrafts(saved.theirs, mine, choices))}
              className={buttonClass("primary")}
            >
              Use what I chose
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
