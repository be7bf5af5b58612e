import type { CategoryStats } from "~/db/queries/categories.server";
import { AI_CATEGORIES, BATON_CATEGORIES, type Category } from "~/modules/catalog/categories";
import { CategoryCard } from "./CategoryCard";

/** Each category's statistics by category id. */
export type StatsById = Record<string, CategoryStats>;

const NO_GUIDES: CategoryStats = { count: 0, totalWords: 0, avgReadingTime: 0 };

function CategorySection({
  id,
  title,
  intro,
  categories,
  stats,
}: {
  id: string;
  title: string;
  intro: string;
  categories: readonly Category[];
  stats: StatsById;
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
          <CategoryCard key={category.id} category={category} stats={stats[category.id] ?? NO_GUIDES} />
        ))}
      </div>
    </section>
  );
}

/** The two category groups of the home page: the four AI categories and the five BATON pillars. */
export function CategoriesOverview({ stats }: { stats: StatsById }) {
  return (
    <>
      <CategorySection
        id="ai-learning-heading"
        title="AI-Powered Learning"
        intro="From first prompts to a paid AI offer: four tracks that build on each other."
        categories={AI_CATEGORIES}
        stats={stats}
      />
      <CategorySection
        id="baton-heading"
        title="The BATON Framework"
        intro="Business, Audience, Tribe, Offer, Network: the five pillars of a business that lasts."
        categories={BATON_CATEGORIES}
        stats={stats}
      />
    </>
  );
}
