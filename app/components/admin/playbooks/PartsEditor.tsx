import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { MouseEvent } from "react";
import { buttonClass } from "~/components/ui/button";
import { partOperationValue, type PartOperation } from "~/modules/admin/part-operations";
import type { DraftPart } from "~/modules/admin/playbook-draft";

export interface EditablePart extends DraftPart {
  /** Stable identity while parts move around (React keys, focus). */
  key: number;
}

interface PartsEditorProps {
  parts: readonly EditablePart[];
  onChange: (index: number, change: Partial<Pick<EditablePart, "title" | "html" | "slug">>) => void;
  onOperation: (operation: PartOperation) => void;
}

const fieldClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900";

/**
 * The Parts tab. The buttons are submit buttons carrying the operation, so without scripts the
 * server applies it to the submitted working copy; with scripts they act in place.
 */
export function PartsEditor({ parts, onChange, onOperation }: PartsEditorProps) {
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
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Renaming a part moves it to the new title&apos;s slug unless you type one; every old address redirects to the
        part&apos;s new one.
      </p>
      <ol className="space-y-4">
        {parts.map((part, index) => (
          <li key={part.key} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
            <input type="hidden" name="partStoredSlug" value={part.storedSlug} />
            <div className="flex flex-wrap items-end gap-3">
              <label className="min-w-60 flex-1 text-sm font-medium text-slate-800">
                Part {index + 1} title
                <input
                  name="partTitle"
                  value={part.title}
                  required
                  onChange={(event) => onChange(index, { title: event.currentTarget.value })}
                  className={fieldClass}
                />
              </label>
              <label className="w-56 text-sm font-medium text-slate-800">
                Part {index + 1} slug
                <input
                  name="partSlug"
                  value={part.slug}
                  placeholder="made from the title"
                  onChange={(event) => onChange(index, { slug: event.currentTarget.value })}
                  className={fieldClass}
                />
              </label>
              <div className="flex gap-1">
                <button
                  {...operationButton({ type: "move-up", index })}
                  disabled={index === 0}
                  aria-label={`Move part ${index + 1} up`}
                  className={buttonClass("secondary", "sm")}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  {...operationButton({ type: "move-down", index })}
                  disabled={index === parts.length - 1}
                  aria-label={`Move part ${index + 1} down`}
                  className={buttonClass("secondary", "sm")}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button
                  {...operationButton({ type: "delete", index })}
                  aria-label={`Delete part ${index + 1}`}
                  className={`${buttonClass("secondary", "sm")} text-red-700`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </div>
            <label className="mt-3 block text-sm font-medium text-slate-800">
              Part {index + 1} content (HTML)
              <textarea
                name="partHtml"
                value={part.html}
                rows={8}
                onChange={(event) => onChange(index, { html: event.currentTarget.value })}
                className={`${fieldClass} font-mono`}
              />
            </label>
          </li>
        ))}
      </ol>
      <button {...operationButton({ type: "add" })} className={buttonClass("secondary")}>
        <Plus aria-hidden="true" className="size-4" />
        Add Part
      </button>
    </div>
  );
}
