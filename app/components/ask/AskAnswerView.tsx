import type { AskAnswer } from "~/modules/ask/contract";
import { FeedbackForm } from "./FeedbackForm";

interface AskAnswerViewProps {
  answer: AskAnswer;
  sentences: readonly { text: string; citations: readonly number[] }[];
  questionId?: string;
}

const STATUS_NOTE: Record<AskAnswer["status"], string> = {
  answered: "Answered from the library. Every sentence links to the section that says it.",
  partial: "The library answers part of this. Every sentence links to the section that says it.",
  not_found: "",
};

/**
 * An answer as text: each sentence in the library's words followed by its numbered citations,
 * which open the section with the sentence highlighted; then the sources with their quotes,
 * and further reading. Nothing is rendered as HTML: the question and the library's text are
 * React text.
 */
export function AskAnswerView({ answer, sentences, questionId }: AskAnswerViewProps) {
  const byNumber = new Map(answer.citations.map((citation) => [citation.n, citation]));
  const found = answer.status !== "not_found";
  return (
    <section aria-labelledby="ask-answer-heading" data-ask-answer className="mt-8">
      <h2 id="ask-answer-heading" className="text-xl font-bold text-slate-950">
        {found ? "The library's answer" : "Not in the library yet"}
      </h2>
      {found ? (
        <>
          <p className="mt-1 text-sm text-slate-600">{STATUS_NOTE[answer.status]}</p>
          <p className="mt-4 text-lg leading-relaxed text-slate-900">
            {sentences.map((sentence, index) => (
              <span key={index}>
                {index > 0 && " "}
                {sentence.text}
                {sentence.citations.map((n) => (
                  <a
                    key={n}
                    href={byNumber.get(n)?.url}
                    className="ml-0.5 align-super text-xs font-semibold text-brand-700 underline hover:text-brand-900"
                    aria-label={`Source ${n}: ${byNumber.get(n)?.section ?? ""}`}
                  >
                    [{n}]
                  </a>
                ))}
              </span>
            ))}
          </p>
          <h3 className="mt-8 text-base font-bold text-slate-950">Sources</h3>
          <ol className="mt-3 grid gap-3">
            {answer.citations.map((citation) => (
              <li key={citation.n} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="text-sm font-semibold text-slate-950">
                  [{citation.n}] {citation.playbook} › {citation.part} › {citation.section}
                </p>
                <blockquote className="mt-2 border-l-4 border-brand-200 pl-3 text-sm text-slate-700">
                  {citation.quote}
                </blockquote>
                <a
                  href={citation.url}
                  className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900"
                >
                  Read more<span className="sr-only">: {citation.section}</span>
                </a>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-4 text-lg text-slate-900">{answer.answer}</p>
      )}
      {answer.related.length > 0 && (
        <>
          <h3 className="mt-8 text-base font-bold text-slate-950">{found ? "Read more" : "Closest reading"}</h3>
          <ul className="mt-3 grid gap-2">
            {answer.related.map((link) => (
              <li key={link.url}>
                <a href={link.url} className="font-semibold text-brand-700 underline hover:text-brand-900">
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {questionId && <FeedbackForm questionId={questionId} />}
    </section>
  );
}
