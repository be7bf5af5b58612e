import { CheckCircle2, FileText, FolderOpen, MailCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { trackEvent } from "~/modules/analytics/pixels";
import {
  CONFIRM_BY_EMAIL,
  PACK_BY_EMAIL,
  readFollowUp,
  type ConfiguredFollowUp,
  type FollowUp,
} from "~/modules/leads/follow-up";
import type { PackOffer } from "~/modules/resources/pack.server";
import { EmailCaptureForm } from "./EmailCaptureForm";
import { ErrorAlert } from "./ErrorAlert";
import { IconList } from "./IconList";
import { useCaptureSettings } from "./results/capture-settings";

const ERROR_TEXT = {
  failed: "There was an error subscribing you to our newsletter. Please try again.",
  unexpected: "There was an unexpected error. Please try again.",
} as const;

/** Before the form: what a sign-up here leads to, as the server is configured. */
const OFFER: Record<ConfiguredFollowUp, { text: string; submit: string; submitting: string }> = {
  "welcome-email": {
    text: "Enter your e-mail and we will send you your own link to the pack; it opens here at once too.",
    submit: "Send My Resources",
    submitting: "Sending Resources...",
  },
  "confirm-email": {
    text: "Enter your e-mail to get your own link to the pack; it opens here at once. We will also e-mail you a link to confirm your subscription.",
    submit: "Get My Resources",
    submitting: "Preparing Your Pack...",
  },
  none: {
    text: "Enter your e-mail to get your own link to the pack; it opens here at once.",
    submit: "Get My Resources",
    submitting: "Preparing Your Pack...",
  },
};

/** After it: the spec's 'Resources Sent!' only when an e-mail is really on its way. */
const READY: Record<ConfiguredFollowUp, { title: string; text: string }> = {
  "welcome-email": {
    title: "Resources Sent!",
    text: "Check your inbox: your link to the pack is on its way, along with our weekly AI workshop tips. It is here too:",
  },
  "confirm-email": {
    title: "Your Resources Pack Is Ready",
    text: `${CONFIRM_BY_EMAIL} Your pack is ready here, at a link that is yours:`,
  },
  none: {
    title: "Your Resources Pack Is Ready",
    text: "Your pack is ready here. The link below is yours: bookmark it to come back.",
  },
};

/**
 * An address already on file, typed in a browser that does not own its lead: the pack stays
 * with the address's owner, and the card says only what really happens next.
 */
const ELSEWHERE: Record<FollowUp, string> = {
  "pack-email": `${PACK_BY_EMAIL} The pack of an address on file never opens on another page than its owner's; if an e-mail with it came in the last hour, that one is the link (look in spam too).`,
  "confirm-email": `That address is on our list, and its pack opens only where it was first entered. We are e-mailing it a link to confirm the subscription: confirm in this browser and the pack opens here.`,
  "welcome-email": "That address is on our list, and its pack opens only in the browser where it was first entered.",
  none: "That address is on our list, and its pack opens only in the browser where it was first entered; this site cannot e-mail it. Open the pack there, or enter another address below.",
};

function PackElsewhere({ followUp }: { followUp: FollowUp }) {
  return (
    <>
      <h2 id="resources-pack-title" className="text-xl font-bold text-slate-950">
        {followUp === "pack-email" ? "Check That Inbox" : "That Address Already Has a Pack"}
      </h2>
      <p role="status" className="mt-3 flex items-start gap-2 text-slate-800">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        {ELSEWHERE[followUp]}
      </p>
    </>
  );
}

/** Before the form: what the pack holds, and what a sign-up here leads to. */
function PackContents({ items, text }: { items: PackOffer["items"]; text: string }) {
  return (
    <>
      <h2 id="resources-pack-title" className="text-xl font-bold text-slate-950">
        Your Free Workshop Resources Pack
      </h2>
      <IconList items={items.map((item) => ({ icon: FileText, text: item.title }))} className="mt-4 space-y-2" />
      <p className="mt-4 text-sm text-slate-700">{text}</p>
    </>
  );
}

/** Once this browser's e-mail is stored: its own link to the pack, and what (if anything) follows by e-mail. */
function PackReady({ link, followUp }: { link: string; followUp: ConfiguredFollowUp }) {
  return (
    <>
      <h2 id="resources-pack-title" className="text-xl font-bold text-slate-950">
        {READY[followUp].title}
      </h2>
      <p role="status" className="mt-3 flex items-start gap-2 text-slate-800">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
        {READY[followUp].text}
      </p>
      <Link to={link} className={`mt-4 ${buttonClass("primary", "lg")}`}>
        <FolderOpen aria-hidden="true" className="size-5" />
        Open My Resources Pack
      </Link>
    </>
  );
}

/**
 * The Workshop Builder's resources pack: what it holds and the e-mail form; once the e-mail is
 * stored, the visitor's own link to it, or (for an address that another browser owns) where
 * the pack went instead. What follows by e-mail comes from this sign-up's answer (or, after a
 * plain form post, the address it returns to); a browser that signed up before is promised nothing.
 */
export function ResourcesPackCapture({ pack }: { pack: PackOffer }) {
  const { followUp: configured } = useCaptureSettings();
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const [sent, setSent] = useState<FollowUp | undefined>(readFollowUp(searchParams.get("subscribed")));
  const [error, setError] = useState<string>();

  useEffect(() => trackEvent("resources_pack_viewed"), []);

  return (
    <section
      aria-labelledby="resources-pack-title"
      className="rounded-xl border-2 border-brand-100 bg-brand-50 p-6 print:hidden"
    >
      {pack.link ? (
        <PackReady link={pack.link} followUp={sent === undefined || sent === "pack-email" ? "none" : sent} />
      ) : (
        <>
          {sent ? <PackElsewhere followUp={sent} /> : <PackContents items={pack.items} text={OFFER[configured].text} />}
          <div className="mt-4">
            <EmailCaptureForm
              leadMagnet="Workshop Resources Pack"
              submitLabel={OFFER[configured].submit}
              submittingLabel={OFFER[configured].submitting}
              onSubscribed={async (followUp) => {
                setError(undefined);
                // The page's data then carries this browser's pack link, if the address is its own.
                await revalidator.revalidate();
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
