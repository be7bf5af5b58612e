import type { Figure, Insights } from "~/modules/analytics/insights/insights.server";
import { formatChange, formatCount, formatPercent } from "~/modules/analytics/insights/format";

interface HeadlineFiguresProps {
  headline: Insights["headline"];
  /** "the previous 7 days" */
  previousLabel: string;
}

function Card({ label, figure, format }: { label: string; figure: Figure; format: (value: number) => string }) {
  const up = (figure.change ?? 0) > 0;
  const down = (figure.change ?? 0) < 0;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-950 tabular-nums">{format(figure.current)}</dd>
      <dd className="mt-1 text-sm text-slate-700">
        <span className={up ? "font-semibold text-green-800" : down ? "font-semibold text-red-800" : undefined}>
          {formatChange(figure.change, figure.current)}
        </span>{" "}
        (was {format(figure.previous)})
      </dd>
    </div>
  );
}

/** Visitors, page views, subscribers and conversion, each against the previous period. */
export function HeadlineFigures({ headline, previousLabel }: HeadlineFiguresProps) {
  return (
    <section aria-label={`Headline figures, compared with ${previousLabel}`}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card label="Visitors" figure={headline.visitors} format={formatCount} />
        <Card label="Page views" figure={headline.pageViews} format={formatCount} />
        <Card label="New subscribers" figure={headline.subscribers} format={formatCount} />
        <Card label="Conversion rate" figure={headline.conversionRate} format={formatPercent} />
      </dl>
    </section>
  );
}
