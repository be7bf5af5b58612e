import { BookOpen, Lightbulb, Megaphone, MessageSquareWarning, Presentation, ScrollText, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PrintButton } from "~/components/tools/PrintButton";
import { ResultSection } from "~/components/tools/ResultSection";
import { ShareButton } from "~/components/tools/ShareButton";
import { TextList } from "~/components/tools/TextList";
import { useToolCompletion } from "~/components/tools/useToolCompletion";
import { buttonClass } from "~/components/ui/button";
import type { ExplanationPackage } from "~/modules/tools/translator/package";
import { WeeklyInsightsSignup } from "./WeeklyInsightsSignup";

/** Every section's body: its parts are plain paragraphs and lists, spaced evenly. */
const BODY = "space-y-4 text-slate-800";

/** One concept, metaphor, story or objection: its name as a subheading, then what is said about it. */
function Entry({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="font-semibold text-slate-950">{title}</h4>
      {children}
    </div>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p>
      <span className="font-medium">{label}: </span>
      {children}
    </p>
  );
}

export function ExplanationPackageView({
  result,
  createAnotherHref,
  shareUrl,
}: {
  result: ExplanationPackage;
  createAnotherHref: string;
  shareUrl: string;
}) {
  useToolCompletion("industry-ai-translator");
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
          <ShareButton title={summary.title} text={result.openingHook} url={shareUrl} />
        </div>
      </div>
      <ResultSection id="pkg-hook" icon={Megaphone} title="Opening hook" bodyClassName={BODY}>
        <p className="text-lg italic">“{result.openingHook}”</p>
      </ResultSection>
      <ResultSection id="pkg-concepts" icon={BookOpen} title="AI concepts in plain English" bodyClassName={BODY}>
        {result.aiConcepts.map((concept) => (
          <Entry key={concept.term} title={concept.term}>
            <p>{concept.definition}</p>
            <p className="mt-1 text-sm text-slate-700">Example: {concept.example}</p>
          </Entry>
        ))}
      </ResultSection>
      <ResultSection id="pkg-metaphors" icon={Lightbulb} title="Metaphors that land" bodyClassName={BODY}>
        {result.metaphors.map((metaphor) => (
          <Entry key={metaphor.title} title={metaphor.title}>
            <p>{metaphor.explanation}</p>
          </Entry>
        ))}
      </ResultSection>
      <ResultSection id="pkg-stories" icon={ScrollText} title="Before and after stories" bodyClassName={BODY}>
        {result.storyExamples.map((story) => (
          <Entry key={story.title} title={story.title}>
            <Labelled label="Before">{story.before}</Labelled>
            <Labelled label="After">{story.after}</Labelled>
          </Entry>
        ))}
      </ResultSection>
      <ResultSection
        id="pkg-objections"
        icon={MessageSquareWarning}
        title="Objections and answers"
        bodyClassName={BODY}
      >
        {result.objections.map((entry) => (
          <Entry key={entry.objection} title={`“${entry.objection}”`}>
            <p>{entry.response}</p>
          </Entry>
        ))}
      </ResultSection>
      <ResultSection
        id="pkg-demo"
        icon={Presentation}
        title={`Live demonstration: ${result.demonstration.title}`}
        bodyClassName={BODY}
      >
        <p>{result.demonstration.description}</p>
        <TextList ordered items={result.demonstration.steps} />
      </ResultSection>
      <ResultSection id="pkg-summary" icon={Sparkles} title="One-page summary" bodyClassName={BODY}>
        <h4 className="font-semibold text-slate-950">{summary.title}</h4>
        <div>
          <p className="font-medium">Key benefits</p>
          <TextList items={summary.keyBenefits} />
        </div>
        <Labelled label="Implementation">{summary.implementation}</Labelled>
        <Labelled label="Timeline">{summary.timeline}</Labelled>
        <div>
          <p className="font-medium">Next steps</p>
          <TextList ordered items={summary.nextSteps} />
        </div>
      </ResultSection>
      <WeeklyInsightsSignup />
    </div>
  );
}
