import { BookOpen, Lightbulb, Megaphone, MessageSquareWarning, Presentation, ScrollText, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PrintButton } from "~/components/tools/PrintButton";
import { ShareButton } from "~/components/tools/ShareButton";
import { buttonClass } from "~/components/ui/button";
import type { ExplanationPackage } from "~/modules/tools/translator/package";
import { WeeklyInsightsSignup } from "./WeeklyInsightsSignup";

function Section({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="break-inside-avoid rounded-xl border border-slate-200 p-6">
      <h3 id={id} className="flex items-center gap-2 text-lg font-bold text-slate-950">
        {icon}
        {title}
      </h3>
      <div className="mt-4 space-y-4 text-slate-800">{children}</div>
    </section>
  );
}

const iconClass = "size-5 text-brand-700";

export function ExplanationPackageView({
  result,
  createAnotherHref,
}: {
  result: ExplanationPackage;
  createAnotherHref: string;
}) {
  const summary = result.onePageSummary;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-slate-950 sm:text-3xl">Your AI Explanation Package</h2>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Link to={createAnotherHref} className={buttonClass("secondary")}>
            Create Another
          </Link>
          <PrintButton label="Print/Save PDF" />
          <ShareButton title={summary.title} text={result.openingHook} />
        </div>
      </div>
      <Section id="pkg-hook" icon={<Megaphone aria-hidden="true" className={iconClass} />} title="Opening hook">
        <p className="text-lg italic">“{result.openingHook}”</p>
      </Section>
      <Section
        id="pkg-concepts"
        icon={<BookOpen aria-hidden="true" className={iconClass} />}
        title="AI concepts in plain English"
      >
        {result.aiConcepts.map((concept) => (
          <div key={concept.term}>
            <p className="font-semibold text-slate-950">{concept.term}</p>
            <p>{concept.definition}</p>
            <p className="mt-1 text-sm text-slate-700">Example: {concept.example}</p>
          </div>
        ))}
      </Section>
      <Section
        id="pkg-metaphors"
        icon={<Lightbulb aria-hidden="true" className={iconClass} />}
        title="Metaphors that land"
      >
        {result.metaphors.map((metaphor) => (
          <div key={metaphor.title}>
            <p className="font-semibold text-slate-950">{metaphor.title}</p>
            <p>{metaphor.explanation}</p>
          </div>
        ))}
      </Section>
      <Section
        id="pkg-stories"
        icon={<ScrollText aria-hidden="true" className={iconClass} />}
        title="Before and after stories"
      >
        {result.storyExamples.map((story) => (
          <div key={story.title}>
            <p className="font-semibold text-slate-950">{story.title}</p>
            <p>
              <span className="font-medium">Before: </span>
              {story.before}
            </p>
            <p>
              <span className="font-medium">After: </span>
              {story.after}
            </p>
          </div>
        ))}
      </Section>
      <Section
        id="pkg-objections"
        icon={<MessageSquareWarning aria-hidden="true" className={iconClass} />}
        title="Objections and answers"
      >
        {result.objections.map((entry) => (
          <div key={entry.objection}>
            <p className="font-semibold text-slate-950">“{entry.objection}”</p>
            <p>{entry.response}</p>
          </div>
        ))}
      </Section>
      <Section
        id="pkg-demo"
        icon={<Presentation aria-hidden="true" className={iconClass} />}
        title={`Live demonstration: ${result.demonstration.title}`}
      >
        <p>{result.demonstration.description}</p>
        <ol className="list-decimal space-y-1 pl-5">
          {result.demonstration.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      <Section id="pkg-summary" icon={<Sparkles aria-hidden="true" className={iconClass} />} title="One-page summary">
        <p className="font-semibold text-slate-950">{summary.title}</p>
        <div>
          <p className="font-medium">Key benefits</p>
          <ul className="list-disc space-y-1 pl-5">
            {summary.keyBenefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
        <p>
          <span className="font-medium">Implementation: </span>
          {summary.implementation}
        </p>
        <p>
          <span className="font-medium">Timeline: </span>
          {summary.timeline}
        </p>
        <div>
          <p className="font-medium">Next steps</p>
          <ol className="list-decimal space-y-1 pl-5">
            {summary.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </Section>
      <WeeklyInsightsSignup />
    </div>
  );
}
