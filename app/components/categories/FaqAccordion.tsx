import { ChevronDown } from "lucide-react";
import type { Faq } from "~/modules/catalog/category-faqs";

/**
 * One answer open at a time, and the open one closes again on a second click. Built on
 * exclusive <details name>: it works before (and without) JavaScript, ships no script,
 * and the answers are in the page for search engines.
 */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <section aria-labelledby="faq-heading" className="mt-16">
      <h2 id="faq-heading" className="text-2xl font-bold text-slate-950">
        Frequently Asked Questions
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {faqs.map((faq) => (
          <details key={faq.question} name="faq" className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-slate-950 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <h3>{faq.question}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 text-slate-700">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
