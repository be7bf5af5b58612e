import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { partOperationValue, type PartOperation } from "~/modules/admin/part-operations";
import type { EditablePart } from "./useEditorDraft";

interface PartFieldsProps {
  parts: readonly EditablePart[];
  shown: number;
  onChange: (index: number, change: Partial<Pick<EditablePart, "title" | "slug">>) => void;
  onOperation: (operation: PartOperation) => void;
  /** The shown part's body: the visual editor, or its HTML before scripts run. */
  body: ReactNode;
}

const fieldClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900";

/** The fields of a part that is not on screen: sent with the form in the parts' order. */
function HiddenPart({ part }: { part: EditablePart }) {
  return (
    <>
      <input type="hidden" name="partTitle" value={part.title} />
      <input type="hidden" name="partSlug" value={part.slug} />
      <input type="hidden" name="partStoredSlug" value={part.storedSlug} />
      <input type="hidden" name="partHtml" value={part.html} />
    </>
  );
}

/**
 * The part in the writing area: its title, its address and the buttons that move or delete
 * it, then its body. The other parts travel as hidden fields around it, in order, so the form
 * sends every part without scripts too. The buttons are submit buttons carrying the operation
 * (the server applies it to what was sent, saving nothing); with scripts they act in place.
 */
export function PartFields({ parts, shown, onChange, onOperation, body }: PartFieldsProps) {
  const part = parts[shown]!;
  const number = shown + 1;
  const operationButton = (operation: PartOperation) => ({
    type: "submit" as const,
    name: "partOperation",
    value: partOperationValue(operation),
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      onOperation(operation);
    },
  });
  return (
    <>
      {parts.slice(0, shown).map((other) => (
        <HiddenPart key={other.key} part={other} />
      ))}
      <section aria-labelledby="shown-part-heading" className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="shown-part-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            Part {number} of {parts.length}
          </h2>
          <div className="flex gap-1">
            <button
              {...operationButton({ type: "move-up", index: shown })}
              disabled={shown === 0}
              aria-label={`Move part ${number} up`}
              className={buttonClass("secondary", "sm")}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </button>
            <button
              {...operationButton({ type: "move-down", index: shown })}
              disabled={shown === parts.length - 1}
              aria-label={`Move part ${number} down`}
              className={buttonClass("secondary", "sm")}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </button>
            <button
              {...operationButton({ type: "delete", index: shown })}
              disabled={parts.length === 1}
              aria-label={`Delete part ${number}`}
              className={`${buttonClass("secondary", "sm")} text-red-700`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
        <input type="hidden" name="partStoredSlug" value={part.storedSlug} />
        <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_14rem]">
          <label className="text-sm font-medium text-slate-800">
            Part {number} title
            <input
              name="partTitle"
              value={part.title}
              required
              onChange={(event) => onChange(shown, { title: event.currentTarget.value })}
              className={`${fieldClass} text-lg font-semibold`}
            />
          </label>
          <label className="text-sm font-medium text-slate-800">
            Part {number} slug
            <input
              name="partSlug"
              value={part.slug}
              placeholder="made from the title"
              onChange={(event) => onChange(shown, { slug: event.currentTarget.value })}
              className={fieldClass}
            />
          </label>
        </div>
        <p className="mt-1 text-xs text-slate-600">
          Renaming a part moves it to the new title&apos;s slug unless you type one; every old address redirects to the
          part&apos;s new one.
        </p>
        <div className="mt-4">{body}</div>
      </section>
      {parts.slice(shown + 1).map((other) => (
        <HiddenPart key={other.key} part={other} />
      ))}
    </>
  );
}
