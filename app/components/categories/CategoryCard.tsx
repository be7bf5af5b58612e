import { Link } from "react-router";
import type { Category } from "~/modules/catalog/categories";
import { countOf } from "~/modules/text/words";
import { CategoryIcon } from "./CategoryIcon";

/** The whole card is clickable through the title link's overlay; the link's name stays the title. */
export function CategoryCard({ category, count }: { category: Category; count: number }) {
  return (
    <article className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <CategoryIcon id={category.id} color={category.color} />
      <h4 className="mt-4 text-lg font-semibold text-slate-950">
        <Link
          to={`/categories/${category.id}`}
          className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
        >
          {category.title}
        </Link>
      </h4>
      <p className="mt-2 flex-1 text-sm text-slate-600">{category.description}</p>
      <p className="mt-4 text-sm font-medium text-slate-700">{countOf(count, "guide")}</p>
    </article>
  );
}
