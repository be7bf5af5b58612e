import { Link } from "react-router";
import type { CategoryStats as Stats } from "~/db/queries/categories.server";
import type { Category } from "~/modules/catalog/categories";
import { CategoryIcon } from "./CategoryIcon";
import { CategoryStats } from "./CategoryStats";

/** The whole card is clickable through the title link's overlay; the link's name stays the title. */
export function CategoryCard({ category, stats }: { category: Category; stats: Stats }) {
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
      <div className="mt-4">
        <CategoryStats stats={stats} />
      </div>
    </article>
  );
}
