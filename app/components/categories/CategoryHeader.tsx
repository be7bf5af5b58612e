import type { Category } from "~/modules/catalog/categories";
import { CategoryIcon } from "./CategoryIcon";

export function CategoryHeader({ category, siteName }: { category: Category; siteName: string }) {
  return (
    <header className="border-b border-slate-200 bg-slate-50">
      <div className={`h-1.5 bg-gradient-to-r ${category.gradient}`} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex items-center gap-3">
          <img src="/favicon.svg" alt={siteName} width={40} height={40} className="size-10" />
          <CategoryIcon id={category.id} color={category.color} size="lg" />
        </div>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-950">{category.title}</h1>
        <p className="mt-3 text-xl font-medium text-slate-800">{category.subhead}</p>
        <p className="mt-4 max-w-3xl text-slate-700">{category.blurb}</p>
      </div>
    </header>
  );
}
