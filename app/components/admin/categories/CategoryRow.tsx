import { Form, useFetchers } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/useHydrated";
import type { CategoryAssignment } from "~/db/queries/admin-playbooks.server";
import { AI_CATEGORIES, BATON_CATEGORIES, type Category } from "~/modules/catalog/categories";
import { CategoryToggle } from "./CategoryToggle";

/** Category choices still being saved for this playbook, so the row shows them at once. */
function usePendingChoices(slug: string): Map<string, boolean> {
  const pending = new Map<string, boolean>();
  for (const fetcher of useFetchers()) {
    const form = fetcher.formData;
    if (form?.get("intent") === "toggle" && form.get("slug") === slug) {
      pending.set(String(form.get("category")), form.get("checked") === "true");
    }
  }
  return pending;
}

function summary(label: string, categories: readonly Category[], isChecked: (id: string) => boolean): string {
  const titles = categories.filter((category) => isChecked(category.id)).map((category) => category.title);
  return `${label}: ${titles.length > 0 ? titles.join(", ") : "none"}`;
}

/**
 * One playbook's checkboxes. With scripts each box saves on its own; before scripts load the
 * row is a plain form with a Save button.
 */
export function CategoryRow({ playbook }: { playbook: CategoryAssignment }) {
  const hydrated = useHydrated();
  const pending = usePendingChoices(playbook.slug);
  const saved = new Set([...playbook.aiCategories, ...playbook.batonCategories]);
  const isChecked = (id: string) => pending.get(id) ?? saved.has(id);

  const group = (legend: string, categories: readonly Category[]) => (
    <fieldset>
      <legend className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {categories.map((category) => (
          <CategoryToggle key={category.id} playbook={playbook} category={category} checked={isChecked(category.id)} />
        ))}
      </div>
    </fieldset>
  );

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Form method="post" className="space-y-3">
        <input type="hidden" name="slug" value={playbook.slug} />
        <input type="hidden" name="title" value={playbook.title} />
        <div>
          <h2 className="font-semibold text-slate-950">{playbook.title}</h2>
          <p className="text-sm text-slate-600">/{playbook.slug}</p>
        </div>
        {group("AI categories", AI_CATEGORIES)}
        {group("BATON categories", BATON_CATEGORIES)}
        <p className="text-sm text-slate-700">
          {summary("AI", AI_CATEGORIES, isChecked)} · {summary("BATON", BATON_CATEGORIES, isChecked)}
        </p>
        {!hydrated && (
          <button type="submit" name="intent" value="set" className={buttonClass("secondary", "sm")}>
            Save categories<span className="sr-only"> for {playbook.title}</span>
          </button>
        )}
      </Form>
    </li>
  );
}
