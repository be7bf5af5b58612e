import { BookOpen, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { ResultHeader } from "~/components/tools/ResultHeader";
import { useToolCompletion } from "~/components/tools/useToolCompletion";
import { buttonClass } from "~/components/ui/button";
import { BUSINESS_MODEL_DETAILS, type RoadmapStep } from "~/modules/tools/business-quiz/models";
import type { BusinessModelId } from "~/modules/tools/business-quiz/questions";
import type { PaidOffer, QuizOffers } from "~/modules/tools/business-quiz/offers";
import { topModels, type QuizAnswers } from "~/modules/tools/business-quiz/scoring";
import { QuizUnlock } from "./QuizUnlock";
import { WorkshopKitPrompt } from "./WorkshopKitPrompt";

const OFFER_LABELS: Partial<Record<BusinessModelId, { label: string; key: PaidOffer }>> = {
  content: { label: "Explore the Content Creator Program", key: "content" },
  automation: { label: "Explore the Automation Agency Program", key: "automation" },
};

interface QuizResultsProps {
  answers: QuizAnswers;
  /** Present only once the visitor has subscribed (checked on the server). */
  roadmaps?: Partial<Record<BusinessModelId, readonly RoadmapStep[]>>;
  offers: QuizOffers;
  restartHref: string;
}

export function QuizResults({ answers, roadmaps, offers, restartHref }: QuizResultsProps) {
  const top = topModels(answers);
  useToolCompletion("ai-business-quiz");

  return (
    <div className="space-y-8">
      <ResultHeader title="Your AI Business Blueprint">
        The three business models that fit your skills, style and goals best.
      </ResultHeader>
      <ol className="space-y-6">
        {top.map((score, index) => {
          const model = BUSINESS_MODEL_DETAILS[score.id];
          const roadmap = roadmaps?.[score.id];
          const offer = OFFER_LABELS[score.id];
          const offerUrl = offer && offers[offer.key];
          return (
            <li key={score.id} className="rounded-xl border border-slate-200 p-6">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="text-sm font-semibold text-brand-700">#{index + 1} match</p>
                  <h3 className="text-xl font-bold text-slate-950">{model.title}</h3>
                  <p className="font-medium text-slate-800">{model.subtitle}</p>
                </div>
                <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-900">
                  {score.match}% fit
                </p>
              </div>
              <p className="mt-3 text-slate-700">{model.description}</p>
              {roadmap && (
                <div className="mt-5">
                  <h4 className="font-semibold text-slate-950">Your 5-step roadmap</h4>
                  <ol className="mt-3 space-y-3">
                    {roadmap.map((step, stepIndex) => (
                      <li key={step.title} className="flex gap-3">
                        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                          {stepIndex + 1}
                        </span>
                        <span>
                          <span className="block font-medium text-slate-950">{step.title}</span>
                          <span className="block text-sm text-slate-700">{step.detail}</span>
                        </span>
                      </li>
                    ))}
                  </ol>
                  <div className="mt-5 flex flex-wrap gap-3 print:hidden">
                    <Link to={model.playbookPath} className={buttonClass("primary")}>
                      <BookOpen aria-hidden="true" className="size-4" />
                      {model.ctaLabel}
                    </Link>
                    {offer && offerUrl && (
                      <a
                        href={offerUrl}
                        target="_blank"
                        rel="noopener"
                        data-outbound="offer"
                        className={buttonClass("secondary")}
                      >
                        {offer.label}
                        <ExternalLink aria-hidden="true" className="size-4" />
                        <span className="sr-only">(opens in a new tab)</span>
                      </a>
                    )}
                  </div>
                  <p className="mt-2 text-sm text-slate-700">Free playbook: {model.playbookName}</p>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {roadmaps ? offers.workshopKit && <WorkshopKitPrompt url={offers.workshopKit} /> : <QuizUnlock />}
      <footer className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-slate-200 pt-6 text-sm print:hidden">
        <Link to={restartHref} className="font-medium text-brand-700 hover:underline">
          Retake the quiz
        </Link>
        <a
          href={offers.newsletter}
          target="_blank"
          rel="noopener"
          data-outbound="newsletter"
          className="font-medium text-brand-700 hover:underline"
        >
          Daily AI newsletter<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <Link to="/" className="font-medium text-brand-700 hover:underline">
          Visit the main site
        </Link>
      </footer>
    </div>
  );
}
