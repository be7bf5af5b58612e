import { FilePlus2 } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { CategoryFields, type CategorySelection } from "~/components/admin/playbooks/CategoryFields";
import { buttonClass } from "~/components/ui/button";
import { STARTER_PARTS } from "~/modules/editor/starter-parts";

const fieldClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900";

export interface NewPlaybookValues extends CategorySelection {
  title: string;
  description: string;
}

/** Title, description and categories of a playbook started from scratch; its five parts are listed. */
export function NewPlaybookForm({ values, errors }: { values?: NewPlaybookValues; errors?: string[] }) {
  const [categories, setCategories] = useState<CategorySelection>({
    aiCategories: values?.aiCategories ?? [],
    batonCategories: values?.batonCategories ?? [],
  });
  const creating = useNavigation().state === "submitting";
  return (
    <Form method="post" className="max-w-3xl space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {errors && errors.length > 0 && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <ul className="list-disc pl-5">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      <label className="block text-sm font-medium text-slate-800">
        Title
        <input name="title" required maxLength={200} defaultValue={values?.title} className={fieldClass} />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Description
        <textarea
          name="description"
          rows={3}
          maxLength={1000}
          defaultValue={values?.description}
          className={fieldClass}
        />
      </label>
      <div className="space-y-4">
        <CategoryFields selected={categories} onChange={(change) => setCategories({ ...categories, ...change })} />
      </div>
      <div>
        <h2 className="text-sm font-semibold text-slate-800">Five parts to fill in</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          {STARTER_PARTS.map((part) => (
            <li key={part.title}>
              <span className="font-medium text-slate-900">{part.title}:</span> {part.brief}
            </li>
          ))}
        </ol>
        <p className="mt-2 text-sm text-slate-600">Rename, reorder, add or remove parts in the editor.</p>
      </div>
      <button type="submit" disabled={creating} className={buttonClass("primary")}>
        <FilePlus2 aria-hidden="true" className="size-4" />
        {creating ? "Creating..." : "Create draft"}
      </button>
    </Form>
  );
}
