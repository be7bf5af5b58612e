import { Check, Mail } from "lucide-react";
import { useState } from "react";
import { EmailCaptureForm } from "~/components/tools/EmailCaptureForm";
import { useCaptureSettings } from "~/components/tools/results/capture-settings";

/**
 * 'Get Weekly AI Insights': the newsletter sign-up under the package. Once done (here, or before
 * in this browser, which is how a sign-up without scripts comes back) it reads 'Thanks! Check your
 * email' when a provider sends e-mail, and says only what happened when none does.
 */
export function WeeklyInsightsSignup({ subscribed }: { subscribed: boolean }) {
  const [signedUp, setSignedUp] = useState(false);
  const done = subscribed || signedUp;
  const { emailDelivery } = useCaptureSettings();
  return (
    <section aria-labelledby="insights-title" className="rounded-xl bg-brand-900 p-6 text-white print:hidden">
      <h3 id="insights-title" className="flex items-center gap-2 text-lg font-bold">
        <Mail aria-hidden="true" className="size-5" />
        Weekly AI insights for your industry
      </h3>
      <p className="mt-2 text-brand-100">
        {emailDelivery
          ? "New explanations, demos and talking points every week. Free, unsubscribe anytime."
          : "New explanations, demos and talking points for your industry. Leave your address to join the list."}
      </p>
      <div className="mt-4 rounded-lg bg-white p-4 text-slate-900">
        {done ? (
          <p role="status" className="flex items-center gap-2 font-semibold text-green-800">
            <Check aria-hidden="true" className="size-5" />
            {emailDelivery ? "Thanks! Check your email" : "Thanks! You're on the list."}
          </p>
        ) : (
          <EmailCaptureForm
            leadMagnet="Industry AI Translator"
            submitLabel="Get Weekly AI Insights"
            submittingLabel="Signing you up..."
            onSubscribed={() => setSignedUp(true)}
          />
        )}
      </div>
    </section>
  );
}
