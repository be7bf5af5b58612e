import { Link } from "react-router";
import { countOf } from "~/modules/text/words";
import { SeriesIcon } from "./SeriesIcon";

interface SeriesCardProps {
  series: { slug: string; title: string; description: string; icon: string; playbookCount: number };
}

export function SeriesCard({ series }: SeriesCardProps) {
  return (
    <article className="relative flex flex-col rounded-xl border border-brand-100 bg-brand-50 p-5 focus-within:ring-2 focus-within:ring-brand-600">
      <SeriesIcon icon={series.icon} className="size-8 text-brand-700" />
      <h3 className="mt-3 text-lg font-semibold text-slate-950">
        <Link
          to={`/series/${series.slug}`}
          className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
        >
          {series.title}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-700">{series.description}</p>
      <p className="mt-3 text-sm font-medium text-brand-700">{countOf(series.playbookCount, "playbook")} in order</p>
    </article>
  );
}
