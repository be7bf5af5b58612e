import { useEffect, useId, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useToast, type ToastMessage } from "~/components/ui/toaster";
import type { FollowUp } from "~/modules/leads/follow-up";
import { submitSubscription, type SubscribeOutcome } from "~/modules/leads/subscribe-client";
import { trackingFields } from "~/modules/leads/tracking";
import { HiddenFields } from "./HiddenFields";
import { useCaptureSettings } from "./results/capture-settings";

type SubscribeFailure = Exclude<SubscribeOutcome, { ok: true }>;

/** The spec's toast for the quiz and newsletter forms, with the server's reason when it gave one. */
function failureToast(outcome: SubscribeFailure): ToastMessage {
  return outcome.kind === "unexpected"
    ? { title: "Something went wrong. Please try again.", variant: "destructive" }
    : { title: "Failed to subscribe. Please try again.", description: outcome.detail, variant: "destructive" };
}

interface EmailCaptureFormProps {
  leadMagnet: string;
  submitLabel: string;
  submittingLabel: string;
  /**
   * Told what the visitor can expect by e-mail, so the page says only what will happen; the form
   * shows the submitting label until it has finished.
   */
  onSubscribed: (followUp: FollowUp) => void | Promise<void>;
  /** Shows the failure in place; without it, a toast says what went wrong. */
  onFailed?: (outcome: SubscribeFailure) => void;
  emailLabel?: string;
}

/**
 * An e-mail capture that posts to /api/subscribe: as a plain form before JavaScript loads (the
 * endpoint redirects back here), as a JSON request with tracking fields once it has.
 */
export function EmailCaptureForm({
  leadMagnet,
  submitLabel,
  submittingLabel,
  onSubscribed,
  onFailed,
  emailLabel = "Email address",
}: EmailCaptureFormProps) {
  const id = useId();
  const location = useLocation();
  const toast = useToast();
  const [submitting, setSubmitting] = useState(false);
  const [tracking, setTracking] = useState<Record<string, string>>({});
  const { resultId } = useCaptureSettings();

  // Local storage exists only in the browser, so the tracking fields are added after hydration.
  useEffect(() => setTracking(trackingFields()), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    const outcome = await submitSubscription(event.currentTarget, leadMagnet);
    if (outcome.ok) await onSubscribed(outcome.followUp);
    setSubmitting(false);
    if (outcome.ok) return;
    if (onFailed) onFailed(outcome);
    else toast(failureToast(outcome));
  }

  return (
    <form
      method="post"
      action="/api/subscribe"
      onSubmit={handleSubmit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <input type="hidden" name="leadMagnet" value={leadMagnet} />
      {resultId && <input type="hidden" name="resultId" value={resultId} />}
      {/* The page with its query (a tool's answers): where the visitor came back to, and the lead's conversion page. */}
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <input type="hidden" name="conversionPage" value={`${location.pathname}${location.search}`} />
      <HiddenFields values={tracking} />
      {/* Honeypot: hidden from people and assistive technology, irresistible to form-filling bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex-1">
        <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium text-slate-800">
          {emailLabel}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-slate-950 placeholder:text-slate-500 focus:border-brand-600"
        />
      </div>
      <button type="submit" disabled={submitting} className={buttonClass("primary", "lg")}>
        {submitting ? submittingLabel : submitLabel}
      </button>
    </form>
  );
}
