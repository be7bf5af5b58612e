import { Lock } from "lucide-react";
import { useRevalidator } from "react-router";
import { EmailCaptureForm } from "~/components/tools/EmailCaptureForm";
import { useCaptureSettings } from "~/components/tools/results/capture-settings";
import { useToast } from "~/components/ui/toaster";
import { CONFIRM_BY_EMAIL, PACK_BY_EMAIL, type FollowUp } from "~/modules/leads/follow-up";

const PLACEHOLDER_STEPS = [
  "Your first move this week",
  "Your first paying client",
  "Your pricing",
  "Your growth lever",
  "Your 90-day milestone",
];

/** The spec's success toast, with only the e-mail that will really come. */
const UNLOCKED: Record<FollowUp, string> = {
  "welcome-email": "Your AI business blueprint has been unlocked. Check your email for bonus implementation guides!",
  "confirm-email": `Your AI business blueprint has been unlocked. ${CONFIRM_BY_EMAIL}`,
  "pack-email": `Your AI business blueprint has been unlocked. ${PACK_BY_EMAIL}`,
  none: "Your AI business blueprint has been unlocked.",
};

/**
 * The locked roadmap: a blurred outline (not the real content, which the server sends only after
 * a subscription) and the e-mail form that unlocks it. The bonus guides are promised by e-mail
 * only when the newsletter's welcome e-mail will really come.
 */
export function QuizUnlock() {
  const toast = useToast();
  const revalidator = useRevalidator();
  const { followUp } = useCaptureSettings();
  return (
    <section
      aria-labelledby="unlock-title"
      className="relative min-h-[30rem] overflow-hidden rounded-xl border border-slate-200 print:hidden"
    >
      <ol aria-hidden="true" className="pointer-events-none space-y-3 p-6 blur-sm select-none">
        {PLACEHOLDER_STEPS.map((step, index) => (
          <li key={step} className="rounded-lg bg-slate-100 p-4 text-slate-700">
            Step {index + 1}: {step}. A detailed action plan for your path.
          </li>
        ))}
      </ol>
      <div className="absolute inset-0 flex items-center justify-center bg-white/70 p-4">
        <div className="w-full max-w-lg rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
          <h3 id="unlock-title" className="flex items-center gap-2 text-lg font-bold text-slate-950">
            <Lock aria-hidden="true" className="size-5 text-brand-700" />
            Unlock your step-by-step roadmap
          </h3>
          <p className="mt-2 text-sm text-slate-700">
            {followUp === "welcome-email"
              ? "Get the 5-step roadmap for each of your top models, the free playbook for your path and bonus implementation guides by email."
              : "Get the 5-step roadmap for each of your top models and the free playbook for your path, right here."}
          </p>
          <div className="mt-4">
            <EmailCaptureForm
              leadMagnet="AI Business Quiz"
              submitLabel="Unlock My Roadmap"
              submittingLabel="Unlocking..."
              onSubscribed={async (followUp) => {
                await revalidator.revalidate();
                toast({ title: "Success!", description: UNLOCKED[followUp] });
              }}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
