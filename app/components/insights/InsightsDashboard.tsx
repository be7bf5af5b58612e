import type { Insights } from "~/modules/analytics/insights/insights.server";
import { rangeQuery, type InsightsRange } from "~/modules/analytics/insights/range";
import { BarChart } from "./BarChart";
import { HeadlineFigures } from "./HeadlineFigures";
import { InsightsSection } from "./InsightsSection";
import { OutboundTable } from "./OutboundTable";
import { PlaybookReading } from "./PlaybookReading";
import { QuizComparison } from "./QuizComparison";
import { RangeForm } from "./RangeForm";
import { SearchesTable } from "./SearchesTable";
import { SourcesTable } from "./SourcesTable";
import { ToolFunnels } from "./ToolFunnels";

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

interface InsightsDashboardProps {
  insights: Insights;
  range: InsightsRange;
  rangeError?: string;
  today: string;
}

/** The owner's one-screen view of readers, tools and campaigns over a period. */
export function InsightsDashboard({ insights, range, rangeError, today }: InsightsDashboardProps) {
  const query = rangeQuery(range);
  const previousLabel = `the previous ${range.days === 1 ? "day" : `${range.days} days`}`;
  return (
    <>
      <RangeForm range={range} error={rangeError} today={today} />
      <HeadlineFigures headline={insights.headline} uncounted={insights.uncounted} previousLabel={previousLabel} />
      <div className="mt-6 grid gap-6">
        <InsightsSection
          table="visitors"
          title="Visitors over time"
          description="Unique visitors per day (a visitor on two days counts on each)."
          rangeQuery={query}
        >
          <BarChart
            label="Visitors per day"
            bars={insights.overTime.map((day) => ({ label: shortDay(day.day), value: day.visitors }))}
          />
        </InsightsSection>
        <InsightsSection
          table="playbooks"
          title="Top playbooks"
          description="Read to the end: readers who finished the last part, of everyone who read any of its parts."
          rangeQuery={query}
        >
          <PlaybookReading playbooks={insights.playbooks} />
        </InsightsSection>
        <InsightsSection
          table="referrers"
          title="Top referrers"
          description="Other sites visitors came from. Subscribers are attributed by the first and the last visit that came from elsewhere."
          rangeQuery={query}
        >
          <SourcesTable sources={insights.referrers} kind="Referrer" />
        </InsightsSection>
        <InsightsSection
          table="campaigns"
          title="Campaigns"
          description="UTM-tagged links (source / medium / campaign), with subscribers by first and last touch."
          rangeQuery={query}
        >
          <SourcesTable sources={insights.campaigns} kind="Campaign" />
        </InsightsSection>
        <InsightsSection
          table="funnels"
          title="Tool funnels"
          description="Visitors who viewed each tool, started it (answered the first step), completed it and left their e-mail, each counted at the furthest stage they reached; the quiz per door."
          rangeQuery={query}
        >
          <ToolFunnels funnels={insights.funnels} steps={insights.steps} />
        </InsightsSection>
        <InsightsSection
          table="quiz"
          title="Quiz: intro against direct"
          description="Of the visitors who opened each door, those who completed the quiz and those who left their e-mail."
          rangeQuery={query}
        >
          <QuizComparison quiz={insights.quiz} />
        </InsightsSection>
        <InsightsSection
          table="searches"
          title="Catalog searches"
          description="Searches that found nothing come first: topics readers want and the library lacks."
          rangeQuery={query}
        >
          <SearchesTable searches={insights.searches} />
        </InsightsSection>
        <InsightsSection table="outbound" title="Offer and newsletter clicks" rangeQuery={query}>
          <OutboundTable outbound={insights.outbound} />
        </InsightsSection>
      </div>
    </>
  );
}
