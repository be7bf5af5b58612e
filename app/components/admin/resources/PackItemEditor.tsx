import { Save } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";

const fieldClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900";

interface PackItemEditorProps {
  version: number;
  /** What the fields start with: the stored text, or the text of a save that was refused. */
  values: { title: string; summary: string; body: string };
}

/** The owner's editor for one pack item: title, summary and the Markdown leads read. */
export function PackItemEditor({ version, values }: PackItemEditorProps) {
  const saving = useNavigation().state === "submitting";
  return (
    <Form method="post" className="space-y-5">
      <input type="hidden" name="expectedVersion" value={version} />
      <label className="block text-sm font-medium text-slate-800">
        Title
        <input name="title" required maxLength={200} defaultValue={values.title} className={fieldClass} />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Summary (shown on the pack page and the blueprint&apos;s pack card)
        <textarea
          name="summary"
          required
          rows={2}
          maxLength={400}
          defaultValue={values.summary}
          className={fieldClass}
        />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Content (Markdown: ## for headings, &gt; for a quoted prompt, | for tables)
        <textarea
          name="body"
          required
          rows={24}
          defaultValue={values.body}
          className={`${fieldClass} font-mono text-sm`}
        />
      </label>
      <button type="submit" name="intent" value="save" disabled={saving} className={buttonClass("primary")}>
        <Save aria-hidden="true" className="size-4" />
        {saving ? "Saving..." : "Save changes"}
      </button>
    </Form>
  );
}
