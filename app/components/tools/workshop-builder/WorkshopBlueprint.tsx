import { Calendar, Clock, Gauge, PiggyBank, Presentation, Tag, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { PackOffer } from "~/modules/resources/pack.server";
import type { WorkshopBlueprint as BlueprintPlan } from "~/modules/tools/workshop-builder/blueprint";
import { midSentence, withIndefiniteArticle } from "~/modules/text/phrases";
import { formatMoney } from "~/modules/tools/workshop-builder/money";
import type { AgendaItem } from "~/modules/tools/workshop-builder/plan-content";
import { ResourcesPackCapture } from "../ResourcesPackCapture";
import { ResultHeader } from "../ResultHeader";
import { TitledSection } from "../TitledSection";

/** The blueprint as the server works it out from the answers (modules/tools/results/page.server.ts). */
interface WorkshopBlueprintProps {
  industry: string;
  plan: BlueprintPlan;
  agenda: readonly AgendaItem[];
  nextSteps: readonly string[];
  pack: PackOffer;
  showResources: boolean;
  resourcesHref: string;
  startOverHref: string;
}

export function WorkshopBlueprint({
  industry,
  plan,
  agenda,
  nextSteps,
  pack,
  showResources,
  resourcesHref,
  startOverHref,
}: WorkshopBlueprintProps) {
  const money = (amount: number) => formatMoney(plan.currency, amount);
  const facts: { icon: LucideIcon; label: string; value: string | number }[] = [
    { icon: Presentation, label: "Workshop format", value: plan.formatName },
    { icon: Tag, label: "Teaching style", value: plan.style },
    { icon: Clock, label: "Session length", value: plan.duration },
    {
      icon: PiggyBank,
      label: "Price per session",
      value: `${money(plan.priceRange.low)} - ${money(plan.priceRange.high)}`,
    },
    { icon: Calendar, label: "Sessions per month", value: plan.sessionsPerMonth },
    { icon: Gauge, label: "Monthly revenue potential", value: money(plan.monthlyRevenue) },
  ];
  return (
    <div className="space-y-8">
      <ResultHeader title="Here's Your Personalized Workshop Blueprint">
        Built for {withIndefiniteArticle(`${midSentence(industry)} audience`)}. Confidence score:{" "}
        <strong>{plan.confidence}%</strong>
      </ResultHeader>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-lg border border-slate-200 p-4">
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <Icon aria-hidden="true" className="size-4 text-brand-700" />
              {label}
            </dt>
            <dd className="mt-1 text-lg font-semibold text-slate-950">{value}</dd>
          </div>
        ))}
      </dl>
      <TitledSection id="agenda-title" title="Suggested agenda">
        <ol className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {agenda.map((item) => (
            <li key={item.time} className="flex flex-col gap-1 p-3 sm:flex-row sm:gap-4">
              <span className="w-40 shrink-0 font-medium text-brand-700">{item.time}</span>
              <span className="text-slate-800">{item.activity}</span>
            </li>
          ))}
        </ol>
      </TitledSection>
      <TitledSection id="next-steps-title" title="Your next steps">
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-800">
          {nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </TitledSection>
      {showResources && <ResourcesPackCapture pack={pack} />}
      <div className="flex flex-wrap justify-center gap-3 print:hidden">
        {!showResources && (
          <Link to={resourcesHref} preventScrollReset className={buttonClass("primary", "lg")}>
            Get Free Resources Pack
          </Link>
        )}
        <Link to={startOverHref} className={buttonClass("secondary", "lg")}>
          Start Over
        </Link>
      </div>
    </div>
  );
}
