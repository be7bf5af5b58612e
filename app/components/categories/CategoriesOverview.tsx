import { AI_CATEGORIES, BATON_CATEGORIES, type Category } from "~/modules/catalog/categories";
import { CategoryCard } from "./CategoryCard";

/** Guides per category id (the statistics' counts). */
export type CategoryCounts = Record<string, number>;

function CategorySection({
  id,
  title,
  intro,
  categories,
  counts,
}: {
  id: string;
  title: string;
  intro: string;
  categories: readonly Category[];
  counts: CategoryCounts;
}) {
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-0">
      <h3 id={id} className="text-xl font-bold text-slate-950">
        {title}
      </h3>
      <p className="mt-2 max-w-2xl text-slate-600">{intro}</p>
      <div
        className={`mt-6 grid gap-5 sm:grid-cols-2 ${categories.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-5"}`}
      >
        {categories.map((category) => (
          <CategoryCard key={category.id} category={category} count={counts[category.id] ?? 0} />
        ))}
      </div>
    </section>
  );
}

/** The two category groups of the home page: the four AI categories and the five BATON pillars. */
export function CategoriesOverview({ counts }: { counts: CategoryCounts }) {
  return (
    <>
      <CategorySection
        id="ai-learning-heading"
        title="AI-Powered Learning"
        intro="From first prompts to a paid AI offer: four tracks that build on each other."
        categories={AI_CATEGORIES}
        counts={counts}
      />
      <CategorySection
        id="baton-heading"
        title="The BATON Framework"
        intro="Business, Audience, Tribe, Offer, Network: the five pillars of a business that lasts."
        categories={BATON_CATEGORIES}
        counts={counts}
      />
    </>
  );
}
