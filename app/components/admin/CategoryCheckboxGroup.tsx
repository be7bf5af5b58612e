import type { Category } from "~/modules/catalog/categories";

interface CategoryCheckboxGroupProps {
  legend: string;
  categories: readonly Category[];
  /** Form field name; each checked box submits its category id. */
  name: string;
  selected: readonly string[];
  onToggle: (categoryId: string, checked: boolean) => void;
  disabled?: boolean;
}

/** One checkbox per category (AI or BATON), used by the category manager and the playbook editor. */
export function CategoryCheckboxGroup({
  legend,
  categories,
  name,
  selected,
  onToggle,
  disabled,
}: CategoryCheckboxGroupProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {categories.map((category) => (
          <label key={category.id} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name={name}
              value={category.id}
              checked={selected.includes(category.id)}
              onChange={(event) => onToggle(category.id, event.currentTarget.checked)}
              className="size-4 rounded border-slate-400 accent-brand-600"
            />
            {category.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
