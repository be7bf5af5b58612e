import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent } from "react";
import { buttonClass } from "~/components/ui/button";

export interface PromptField {
  name: string;
  label: string;
  value?: string;
  hint?: string;
  required?: boolean;
  /** A text area of this many rows instead of a line. */
  rows?: number;
  /** Shown in a monospaced font (markup). */
  code?: boolean;
}

export interface PromptRequest {
  title: string;
  description: string;
  fields: readonly PromptField[];
  submitLabel: string;
  /** A second way out besides Cancel, such as "Remove link". */
  secondary?: { label: string; run: () => void };
  /**
   * Applies the answers; returns a sentence when they cannot be used (the dialog stays open).
   * May take its time (a page fetched for a bookmark): the dialog says it is working meanwhile.
   */
  onSubmit: (values: Record<string, string>) => string | undefined | Promise<string | undefined>;
  /** What the submit button says while an answer is being applied. */
  workingLabel?: string;
}

const fieldClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900";

function PromptForm({ request, close }: { request: PromptRequest; close: () => void }) {
  const id = useId();
  const [error, setError] = useState<string>();
  const [working, setWorking] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog sits in a portal, but React bubbles its submit through the editor's form.
    event.stopPropagation();
    if (working) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(request.fields.map((field) => [field.name, String(data.get(field.name) ?? "")]));
    setWorking(true);
    const problem = await request.onSubmit(values);
    setWorking(false);
    if (problem) setError(problem);
    else close();
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
      {request.fields.map((field) => {
        const Input = field.rows ? "textarea" : "input";
        return (
          <label key={field.name} className="block text-sm font-medium text-slate-800">
            {field.label}
            <Input
              name={field.name}
              defaultValue={field.value}
              required={field.required}
              aria-describedby={field.hint ? `${id}-${field.name}-hint` : undefined}
              className={field.code ? `${fieldClass} font-mono text-sm` : fieldClass}
              {...(field.rows ? { rows: field.rows, spellCheck: !field.code } : {})}
            />
            {field.hint && (
              <span id={`${id}-${field.name}-hint`} className="mt-1 block font-normal text-slate-600">
                {field.hint}
              </span>
            )}
          </label>
        );
      })}
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-900">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {request.secondary && (
          <button
            type="button"
            onClick={() => {
              request.secondary!.run();
              close();
            }}
            className={`${buttonClass("ghost")} mr-auto text-red-700`}
          >
            {request.secondary.label}
          </button>
        )}
        <Dialog.Close className={buttonClass("secondary")}>Cancel</Dialog.Close>
        <button type="submit" aria-disabled={working} className={buttonClass("primary")}>
          {working ? (request.workingLabel ?? "Working…") : request.submitLabel}
        </button>
      </div>
    </form>
  );
}

/** A small modal form (link address, embed link, alt text): focus moves in, Escape and Cancel leave. */
export function PromptDialog({
  request,
  onClose,
  returnFocus,
}: {
  request?: PromptRequest;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the editor, at its caret); else back to what opened it. */
  returnFocus?: () => void;
}) {
  return (
    <Dialog.Root open={request !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocus) return;
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          {request && (
            <>
              <Dialog.Title className="text-lg font-bold text-slate-950">{request.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">{request.description}</Dialog.Description>
              <PromptForm request={request} close={onClose} />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
