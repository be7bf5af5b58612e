import { CheckCircle2, FileText, FolderOpen } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { trackEvent } from "~/modules/analytics/pixels";
import type { PackOffer } from "~/modules/resources/pack.server";
import { EmailCaptureForm } from "./EmailCaptureForm";
import { ErrorAlert } from "./ErrorAlert";
import { IconList } from "./IconList";
import { useCaptureSettings } from "./results/capture-settings";

const ERROR_TEXT = {
  failed: "There was an error subscribing you to our newsletter. Please try again.",
  unexpected: "There was an unexpected error. Please try again.",
} as const;

/** Once this browser's e-mail is stored: its own link to the pack, whether or not an e-mail follows. */
function PackReady({ link, emailDelivery }: { link: string; emailDelivery: boolean }) {
  return (
    <>
      <h2 id="resources-pack-title" className="text-xl font-bold text-slate-950">
        {emailDelivery ? "Resources Sent!" : "Your Resources Pack Is Ready"}
      </h2>
      <p role="status" className="mt-3 flex items-start gap-2 text-slate-800">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
        {emailDelivery
          ? "Check your inbox: your link to the pack is on its way, along with our weekly AI workshop tips. It is here too:"
          : "Your pack is ready here. The link below is yours: bookmark it to come back."}
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
 * stored, the visitor's own link to it. It says 'Resources Sent!' only when a provider is
 * configured to send something.
 */
export function ResourcesPackCapture({ pack }: { pack: PackOffer }) {
  const { emailDelivery } = useCaptureSettings();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string>();

  useEffect(() => trackEvent("resources_pack_viewed"), []);

  return (
    <section
      aria-labelledby="resources-pack-title"
      className="rounded-xl border-2 border-brand-100 bg-brand-50 p-6 print:hidden"
    >
      {pack.link ? (
        <PackReady link={pack.link} emailDelivery={emailDelivery} />
      ) : (
        <>
          <h2 id="resources-pack-title" className="text-xl font-bold text-slate-950">
            Your Free Workshop Resources Pack
          </h2>
          <IconList
            items={pack.items.map((item) => ({ icon: FileText, text: item.title }))}
            className="mt-4 space-y-2"
          />
          <p className="mt-4 text-sm text-slate-700">
            {emailDelivery
              ? "Enter your e-mail and we will send you your own link to the pack; it opens here at once too."
              : "Enter your e-mail to get your own link to the pack; it opens here at once."}
          </p>
          <div className="mt-4">
            <EmailCaptureForm
              leadMagnet="Workshop Resources Pack"
              submitLabel={emailDelivery ? "Send My Resources" : "Get My Resources"}
              submittingLabel={emailDelivery ? "Sending Resources..." : "Preparing Your Pack..."}
              onSubscribed={async () => {
                setError(undefined);
                // The page's data then carries this browser's pack link.
                await revalidator.revalidate();
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
