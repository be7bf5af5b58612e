import { categoryTitle } from "~/modules/catalog/categories";

/** Every AI category (brand colour) and BATON category (grey) a playbook carries. */
export function CategoryBadges({ ai, baton }: { ai: readonly string[]; baton: readonly string[] }) {
  return (
    <ul aria-label="Categories" className="flex flex-wrap gap-2 text-xs font-medium">
      {ai.map((id) => (
        <li key={id} className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">
          {categoryTitle(id) ?? id}
        </li>
      ))}
      {baton.map((id) => (
        <li key={id} className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
          {categoryTitle(id) ?? id}
        </li>
      ))}
    </ul>
  );
}
