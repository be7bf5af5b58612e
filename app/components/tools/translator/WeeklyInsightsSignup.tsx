import { Check, Mail } from "lucide-react";
import { useState } from "react";
import { EmailCaptureForm } from "~/components/tools/EmailCaptureForm";

/** 'Get Weekly AI Insights': the newsletter sign-up under the package; reads 'Thanks! Check your email' once done. */
export function WeeklyInsightsSignup() {
  const [done, setDone] = useState(false);
  return (
    <section aria-labelledby="insights-title" className="rounded-xl bg-brand-900 p-6 text-white print:hidden">
      <h3 id="insights-title" className="flex items-center gap-2 text-lg font-bold">
        <Mail aria-hidden="true" className="size-5" />
        Weekly AI insights for your industry
      </h3>
      <p className="mt-2 text-brand-100">
        New explanations, demos and talking points every week. Free, unsubscribe anytime.
      </p>
      <div className="mt-4 rounded-lg bg-white p-4 text-slate-900">
        {done ? (
          <p role="status" className="flex items-center gap-2 font-semibold text-green-800">
            <Check aria-hidden="true" className="size-5" />
            Thanks! Check your email
          </p>
        ) : (
          <EmailCaptureForm
            leadMagnet="Industry AI Translator"
            submitLabel="Get Weekly AI Insights"
            submittingLabel="Signing you up..."
            onSubscribed={() => setDone(true)}
          />
        )}
      </div>
    </section>
  );
}
