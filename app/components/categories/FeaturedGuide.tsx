import { Clock, Star } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

interface FeaturedGuideProps {
  categoryTitle: string;
  guide: { slug: string; title: string; description: string; readingTimeMinutes: number };
}

/** "New to {category}? Start Here.": the category's starting guide, its reading time from the guide itself. */
export function FeaturedGuide({ categoryTitle, guide }: FeaturedGuideProps) {
  return (
    <section aria-labelledby="featured-heading" className="rounded-2xl border border-brand-100 bg-brand-50 p-6 md:p-8">
      <h2 id="featured-heading" className="text-2xl font-bold text-slate-950">
        New to {categoryTitle}? Start Here.
      </h2>
      <div className="mt-5 rounded-xl bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-3 py-1 font-semibold text-white">
            <Star aria-hidden="true" className="size-3.5" />
            Featured Guide
          </span>
          <span className="inline-flex items-center gap-1 text-slate-600">
            <Clock aria-hidden="true" className="size-4" />
            {guide.readingTimeMinutes} min
          </span>
        </div>
        <h3 className="mt-4 text-xl font-semibold text-slate-950">{guide.title}</h3>
        <p className="mt-2 text-slate-700">{guide.description}</p>
        <Link to={`/catalog/${guide.slug}`} className={`${buttonClass("primary", "md")} mt-5`}>
          Start Learning<span className="sr-only">: {guide.title}</span>
        </Link>
      </div>
    </section>
  );
}
