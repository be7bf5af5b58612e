import { CheckCircle2, FileText, Film, Image, Printer, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { trackEvent } from "~/modules/analytics/pixels";
import { CONFIRM_BY_EMAIL, readFollowUp, type FollowUp } from "~/modules/leads/follow-up";
import { EmailCaptureForm } from "./EmailCaptureForm";
import { ErrorAlert } from "./ErrorAlert";
import { IconList } from "./IconList";

const PACK_ITEMS = [
  { icon: FileText, text: "Step-by-step article and slide deck for your first workshop" },
  { icon: Printer, text: "Printable AI cheat sheet to hand out to participants" },
  { icon: Film, text: "Video tutorial: running a hands-on AI session" },
  { icon: Image, text: "Visual explainer of how AI assistants work" },
  { icon: Sparkles, text: "Prompt pack with 50+ tested prompts for your exercises" },
];

const ERROR_TEXT = {
  failed: "There was an error subscribing you to our newsletter. Please try again.",
  unexpected: "There was an unexpected error. Please try again.",
} as const;

/** After the form: the spec's 'Resources Sent!' only when an e-mail is really on its way. */
const DONE: Record<FollowUp, { title: string; text: string }> = {
  "welcome-email": {
    title: "Resources Sent!",
    text: "Check your inbox: the pack is on its way, along with our weekly AI workshop tips.",
  },
  "confirm-email": { title: "Check your inbox", text: CONFIRM_BY_EMAIL },
  none: { title: "You are on the list", text: "Thanks for signing up: your address is saved." },
};

/** The Workshop Builder's resource pack: form, then 'Sending Resources...', then what follows by e-mail. */
export function ResourcesPackCapture() {
  const [searchParams] = useSearchParams();
  const [sent, setSent] = useState<FollowUp | undefined>(readFollowUp(searchParams.get("subscribed")));
  const [error, setError] = useState<string>();

  useEffect(() => trackEvent("resources_pack_viewed"), []);

  return (
    <section
      aria-labelledby="resources-pack-title"
      className="rounded-xl border-2 border-brand-100 bg-brand-50 p-6 print:hidden"
    >
      <h2 id="resources-pack-title" className="text-xl font-bold text-slate-950">
        {sent ? DONE[sent].title : "Your Free Workshop Resources Pack"}
      </h2>
      {sent ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-slate-800">
          <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" />
          {DONE[sent].text}
        </p>
      ) : (
        <>
          <IconList items={PACK_ITEMS} className="mt-4 space-y-2" />
          <div className="mt-6">
            <EmailCaptureForm
              leadMagnet="Workshop Resources Pack"
              submitLabel="Send My Resources"
              submittingLabel="Sending Resources..."
              onSubscribed={(followUp) => {
                setError(undefined);
                setSent(followUp);
              }}
              onFailed={(outcome) => setError(ERROR_TEXT[outcome.kind])}
            />
          </div>
          {error && <ErrorAlert className="mt-3">{error}</ErrorAlert>}
        </>
      )}
    </section>
  );
}
