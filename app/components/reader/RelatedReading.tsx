import { Link } from "react-router";
import { PlaybookCard } from "~/components/catalog/PlaybookCard";
import type { RelatedReading as RelatedReadingData } from "~/modules/catalog/related-reading.server";

const headingClass = "text-xl font-bold text-slate-950";

/**
 * The end of a playbook (its overview and its last part): the next playbook of its series, when
 * there is one, then three related playbooks. Nothing is shown twice, and nothing at all when
 * there is nothing else to read.
 */
export function RelatedReading({ reading }: { reading: RelatedReadingData }) {
  const { nextInSeries, related } = reading;
  if (!nextInSeries && related.length === 0) return null;
  return (
    <div className="mt-12 space-y-10 border-t border-slate-200 pt-8 print:hidden">
      {nextInSeries && (
        <section aria-labelledby="next-in-series-title">
          <h2 id="next-in-series-title" className={headingClass}>
            Next in series
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            From{" "}
            <Link
              to={`/series/${nextInSeries.series.slug}`}
              className="font-medium text-brand-700 hover:text-brand-900"
            >
              {nextInSeries.series.title}
            </Link>
          </p>
          <div className="mt-4 max-w-md">
            <PlaybookCard playbook={nextInSeries.playbook} />
          </div>
        </section>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-title">
          <h2 id="related-title" className={headingClass}>
            Related playbooks
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((playbook) => (
              <li key={playbook.id} className="flex">
                <PlaybookCard playbook={playbook} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
