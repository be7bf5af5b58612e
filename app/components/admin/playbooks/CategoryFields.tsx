import { CategoryCheckboxGroup } from "~/components/admin/CategoryCheckboxGroup";
import { AI_CATEGORIES, BATON_CATEGORIES } from "~/modules/catalog/categories";

const CATEGORY_GROUPS = [
  { legend: "AI categories", categories: AI_CATEGORIES, name: "ai", field: "aiCategories" },
  { legend: "BATON categories", categories: BATON_CATEGORIES, name: "baton", field: "batonCategories" },
] as const;

export interface CategorySelection {
  aiCategories: string[];
  batonCategories: string[];
}

function toggle(list: readonly string[], id: string, checked: boolean): string[] {
  return checked ? [...list.filter((value) => value !== id), id] : list.filter((value) => value !== id);
}

/** The AI and BATON category checkboxes of a playbook (fields "ai" and "baton"). */
export function CategoryFields({
  selected,
  onChange,
}: {
  selected: CategorySelection;
  onChange: (change: Partial<CategorySelection>) => void;
}) {
  return CATEGORY_GROUPS.map(({ legend, categories, name, field }) => (
    <CategoryCheckboxGroup
      key={name}
      legend={legend}
      categories={categories}
      name={name}
      selected={selected[field]}
      onToggle={(id, checked) => onChange({ [field]: toggle(selected[field], id, checked) })}
    />
  ));
}
