import { CheckCircle2, Download, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { IconList } from "~/components/tools/IconList";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { useHydrated } from "~/components/ui/useHydrated";
import type { LandingContent } from "~/modules/tools/landing-builder/content";
import { DELIVERY_MODES, FORMATS, type LandingForm } from "~/modules/tools/landing-builder/form";
import {
  buildLovablePrompt,
  landingPlaceholders,
  promptFileName,
} from "~/modules/tools/landing-builder/lovable-prompt";

function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** A part of the mock landing page, headed one level below the page's own headline. */
function PreviewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h4 id={id} className="text-xl font-bold text-slate-950">
        {title}
      </h4>
      {children}
    </section>
  );
}

interface LandingPreviewProps {
  content: LandingContent;
  values: LandingForm;
  backToEditor: ReactNode;
}

/** The page as it will read, the Lovable prompt (download, or read it below) and the placeholders. */
export function LandingPreview({ content, values, backToEditor }: LandingPreviewProps) {
  const hydrated = useHydrated();
  const toast = useToast();
  const prompt = buildLovablePrompt(values, content);
  const format = FORMATS.find((option) => option.value === values.format);
  const mode = DELIVERY_MODES.find((option) => option.value === values.deliveryMode);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h2 className="text-2xl font-bold text-slate-950">Your Landing Page</h2>
        <div className="flex flex-wrap gap-2">
          {backToEditor}
          {hydrated && (
            <button
              type="button"
              className={buttonClass("primary")}
              onClick={() => {
                downloadText(promptFileName(values), prompt);
                toast({ title: "Prompt Downloaded!", description: "Paste it into Lovable to build your page." });
              }}
            >
              <Download aria-hidden="true" className="size-4" />
              Download Lovable Prompt
            </button>
          )}
        </div>
      </div>
      <article aria-label="Landing page preview" className="overflow-hidden rounded-xl border border-slate-200">
        <header className="bg-brand-900 px-6 py-12 text-center text-white">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {format?.label} · {mode?.label} · {values.organizationName}
          </p>
          <h3 className="mt-3 text-3xl font-bold">{content.headline}</h3>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{content.subtitle}</p>
          <span className={`mt-6 ${buttonClass("inverse", "lg")}`}>{content.callToAction}</span>
        </header>
        <div className="space-y-8 p-6 sm:p-10">
          <p className="text-lg text-slate-800">{content.valueProposition}</p>
          <PreviewSection id="preview-outcomes" title="What you will learn">
            <IconList
              items={content.learningOutcomes.map((outcome) => ({ icon: CheckCircle2, text: outcome }))}
              className="mt-3 space-y-2"
              iconClassName="text-green-700"
            />
          </PreviewSection>
          <PreviewSection id="preview-overview" title="Workshop overview">
            <p className="mt-3 text-slate-800">{content.workshopOverview}</p>
          </PreviewSection>
          <PreviewSection id="preview-faq" title="Frequently asked questions">
            <dl className="mt-3 space-y-4">
              {content.faqs.map((faq) => (
                <div key={faq.question}>
                  <dt className="font-semibold text-slate-950">{faq.question}</dt>
                  <dd className="text-slate-800">{faq.answer}</dd>
                </div>
              ))}
            </dl>
          </PreviewSection>
          <footer className="flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-6 text-sm text-slate-700">
            <span>{values.facilitatorName}</span>
            <span className="inline-flex items-center gap-1">
              <Mail aria-hidden="true" className="size-4" />
              {values.email}
            </span>
            {values.phone && (
              <span className="inline-flex items-center gap-1">
                <Phone aria-hidden="true" className="size-4" />
                {values.phone}
              </span>
            )}
          </footer>
        </div>
      </article>
      <section aria-labelledby="placeholders-title" className="rounded-xl border-2 border-amber-200 bg-amber-50 p-6">
        <h3 id="placeholders-title" className="text-lg font-bold text-slate-950">
          Placeholders to Replace
        </h3>
        <p className="mt-1 text-sm text-slate-800">
          The prompt keeps these exactly as written; replace them in Lovable before you publish.
        </p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {landingPlaceholders(values).map((entry) => (
            <li key={entry.placeholder} className="text-sm text-slate-900">
              <code className="rounded bg-white px-1.5 py-0.5 font-semibold">{entry.placeholder}</code> {entry.hint}
            </li>
          ))}
        </ul>
      </section>
      <details className="rounded-xl border border-slate-200 p-6 print:hidden">
        <summary className="cursor-pointer font-semibold text-slate-950">Show the Lovable prompt</summary>
        <label htmlFor="lovable-prompt" className="sr-only">
          Lovable prompt
        </label>
        <textarea
          id="lovable-prompt"
          readOnly
          rows={16}
          value={prompt}
          className="mt-4 w-full rounded-lg border border-slate-300 p-3 font-mono text-sm"
        />
      </details>
    </div>
  );
}
