import { Save } from "lucide-react";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";

const labelClass = "block text-sm font-medium text-slate-800";
const fieldClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900";

interface PackItemEditorProps {
  version: number;
  /** What the fields start with: the stored text, or the text of a save that was refused. */
  values: { title: string; summary: string; body: string };
}

/** The owner's editor for one pack item: title, summary and the Markdown leads read. */
export function PackItemEditor({ version, values }: PackItemEditorProps) {
  const id = useId();
  const saving = useNavigation().state === "submitting";
  return (
    <Form method="post" className="space-y-5">
      <input type="hidden" name="expectedVersion" value={version} />
      <div>
        <label htmlFor={`${id}-title`} className={labelClass}>
          Title
        </label>
        <input
          id={`${id}-title`}
          name="title"
          required
          maxLength={200}
          defaultValue={values.title}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-summary`} className={labelClass}>
          Summary (shown on the pack page and the blueprint&apos;s pack card)
        </label>
        <textarea
          id={`${id}-summary`}
          name="summary"
          required
          rows={2}
          maxLength={400}
          defaultValue={values.summary}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-body`} className={labelClass}>
          Content (Markdown: ## for headings, &gt; for a quoted prompt, | for tables)
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          required
          rows={24}
          defaultValue={values.body}
          className={`${fieldClass} font-mono text-sm`}
        />
      </div>
      <button type="submit" name="intent" value="save" disabled={saving} className={buttonClass("primary")}>
        <Save aria-hidden="true" className="size-4" />
        {saving ? "Saving..." : "Save changes"}
      </button>
    </Form>
  );
}
