import { Check, Mail } from "lucide-react";
import { useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { EmailCaptureForm } from "~/components/tools/EmailCaptureForm";
import { useCaptureSettings } from "~/components/tools/results/capture-settings";
import { CONFIRM_BY_EMAIL, PACK_BY_EMAIL, readFollowUp, type FollowUp } from "~/modules/leads/follow-up";

const THANKS: Record<FollowUp, string> = {
  "welcome-email": "Thanks! Check your email",
  "confirm-email": `Thanks! ${CONFIRM_BY_EMAIL}`,
  "pack-email": `Thanks! ${PACK_BY_EMAIL}`,
  none: "Thanks! You are subscribed.",
};

/**
 * 'Get Weekly AI Insights': the newsletter sign-up under the package; once done, thanks with
 * whatever e-mail will really come (also after a plain form post, from the address it returns to).
 */
export function WeeklyInsightsSignup() {
  const [searchParams] = useSearchParams();
  const [done, setDone] = useState<FollowUp | undefined>(readFollowUp(searchParams.get("subscribed")));
  const { followUp } = useCaptureSettings();
  const revalidator = useRevalidator();
  return (
    <section aria-labelledby="insights-title" className="rounded-xl bg-brand-900 p-6 text-white print:hidden">
      <h3 id="insights-title" className="flex items-center gap-2 text-lg font-bold">
        <Mail aria-hidden="true" className="size-5" />
        Weekly AI insights for your industry
      </h3>
      <p className="mt-2 text-brand-100">
        {followUp !== "none"
          ? "New explanations, demos and talking points every week. Free, unsubscribe anytime."
          : "New explanations, demos and talking points for your industry. Leave your address to join the list."}
      </p>
      <div className="mt-4 rounded-lg bg-white p-4 text-slate-900">
        {done ? (
          <p role="status" className="flex items-center gap-2 font-semibold text-green-800">
            <Check aria-hidden="true" className="size-5" />
            {THANKS[done]}
          </p>
        ) : (
          <EmailCaptureForm
            leadMagnet="Industry AI Translator"
            submitLabel="Get Weekly AI Insights"
            submittingLabel="Signing you up..."
            onSubscribed={async (followUp) => {
              // The page's data then carries this browser's own resources pack link.
              await revalidator.revalidate();
              setDone(followUp);
            }}
          />
        )}
      </div>
    </section>
  );
}
