import type { Category } from "~/modules/catalog/categories";
import { CategoryCheckbox } from "./CategoryCheckbox";

interface CategoryCheckboxGroupProps {
  legend: string;
  categories: readonly Category[];
  /** Form field name; each checked box submits its category id. */
  name: string;
  selected: readonly string[];
  onToggle: (categoryId: string, checked: boolean) => void;
}

/** One checkbox per category (AI or BATON) under a legend. */
export function CategoryCheckboxGroup({ legend, categories, name, selected, onToggle }: CategoryCheckboxGroupProps) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {categories.map((category) => (
          <CategoryCheckbox
            key={category.id}
            name={name}
            value={category.id}
            label={category.title}
            checked={selected.includes(category.id)}
            onChange={(checked) => onToggle(category.id, checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
