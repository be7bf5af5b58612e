import type { Insights } from "~/modules/analytics/insights/insights.server";
import { formatChange, formatCount, formatPercent } from "~/modules/analytics/insights/format";

interface HeadlineFiguresProps {
  headline: Insights["headline"];
  uncounted: Insights["uncounted"];
  /** "the previous 7 days" */
  previousLabel: string;
}

interface CardProps {
  label: string;
  value: string;
  previous: string;
  change: number | undefined;
  /** Whether there is anything this period (a change from nothing reads "new"). */
  any: boolean;
  note?: string;
}

function Card({ label, value, previous, change, any, note }: CardProps) {
  const up = (change ?? 0) > 0;
  const down = (change ?? 0) < 0;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-950 tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm text-slate-700">
        <span className={up ? "font-semibold text-green-800" : down ? "font-semibold text-red-800" : undefined}>
          {formatChange(change, any ? 1 : 0)}
        </span>{" "}
        (was {previous})
      </dd>
      {note && <dd className="mt-2 text-sm text-slate-700">{note}</dd>}
    </div>
  );
}

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/**
 * Visitors, page views, subscribers and conversion, each against the previous period, and what
 * the figures leave out: subscribers whose visit was not counted, events refused or lost.
 */
export function HeadlineFigures({ headline, uncounted, previousLabel }: HeadlineFiguresProps) {
  const { visitors, pageViews, subscribers, conversion, subscribersNotCounted } = headline;
  const count = (figure: typeof visitors) => ({
    value: formatCount(figure.current),
    previous: formatCount(figure.previous),
    change: figure.change,
    any: figure.current > 0,
  });
  return (
    <section aria-label={`Headline figures, compared with ${previousLabel}`}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card
          label="Daily visitors, summed"
          {...count(visitors)}
          note="Each day's unique visitors, added up: someone who came on two days counts twice."
        />
        <Card label="Page views" {...count(pageViews)} />
        <Card
          label="New subscribers"
          {...count(subscribers)}
          note={
            subscribersNotCounted > 0
              ? `${plural(subscribersNotCounted, "of them was", "of them were")} not counted as visitors (Do Not Track, Global Privacy Control, a bot, or over a limit), so not in the conversion rate.`
              : undefined
          }
        />
        <Card
          label="Conversion rate"
          value={formatPercent(conversion.current)}
          previous={formatPercent(conversion.previous)}
          change={conversion.change}
          any={conversion.current.part > 0}
          note={`${plural(conversion.current.part, "counted visitor", "counted visitors")} became subscribers, of the daily visitors summed.`}
        />
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        Not counted: {plural(uncounted.excess, "event", "events")} refused as excess (over the limits per address,
        visitor and page view), {plural(uncounted.unverified, "event", "events")} not tied to a page this site served,
        and {plural(uncounted.dropped, "event", "events")} lost before they could be written.
      </p>
    </section>
  );
}
