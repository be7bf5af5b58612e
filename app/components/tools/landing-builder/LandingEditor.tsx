import { Sparkles } from "lucide-react";
import type { MouseEvent } from "react";
import { Form, useNavigation } from "react-router";
import { ErrorAlert } from "~/components/tools/ErrorAlert";
import { GeneratingNotice } from "~/components/tools/GeneratingNotice";
import { HiddenFields } from "~/components/tools/HiddenFields";
import { StepProgress } from "~/components/tools/StepProgress";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/useHydrated";
import {
  FIELD_LABELS,
  LANDING_STEPS,
  landingFormFields,
  missingFields,
  type LandingForm,
} from "~/modules/tools/landing-builder/form";
import { LandingFields } from "./LandingFields";

interface LandingEditorProps {
  step: number;
  values: LandingForm;
  onChange: (field: keyof LandingForm, value: string | boolean) => void;
  onStep: (step: number) => void;
  /** Fields the server found missing when JavaScript was off. */
  serverMissing: (keyof LandingForm)[];
}

const STEP_FIELDS: Record<number, (keyof LandingForm)[]> = {
  1: ["workshopName", "format", "audience", "industry"],
  2: ["deliveryMode", "organizationName", "customFocus", "includePricing"],
  3: ["facilitatorName", "email", "phone"],
};

/**
 * The three-step form. With JavaScript, Previous/Next switch steps in place; without it they
 * post to the server, which answers with the next step. Generate always posts.
 */
export function LandingEditor({ step, values, onChange, onStep, serverMissing }: LandingEditorProps) {
  const hydrated = useHydrated();
  const generating = useNavigation().state === "submitting";
  const missing = missingFields(values, step);
  const last = step === LANDING_STEPS.length;

  const go = (target: number) => (event: MouseEvent<HTMLButtonElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    onStep(target);
  };

  return (
    <Form method="post" className="space-y-6">
      <StepProgress
        label={`Step ${step} of ${LANDING_STEPS.length}: ${LANDING_STEPS[step - 1]!.title}`}
        current={step}
        total={LANDING_STEPS.length}
      />
      <input type="hidden" name="currentStep" value={step} />
      <HiddenFields values={landingFormFields(values, STEP_FIELDS[step])} />
      <h2 className="text-xl font-bold text-slate-950">{LANDING_STEPS[step - 1]!.title}</h2>
      {serverMissing.length > 0 && (
        <ErrorAlert>Please fill in: {serverMissing.map((field) => FIELD_LABELS[field]).join(", ")}.</ErrorAlert>
      )}
      <LandingFields step={step} values={values} onChange={onChange} />
      {generating && <GeneratingNotice>Writing your landing page...</GeneratingNotice>}
      <div className="flex items-center justify-between gap-4 border-t border-slate-200 pt-6">
        <button
          type="submit"
          name="intent"
          value={`step-${step - 1}`}
          disabled={step === 1}
          onClick={go(step - 1)}
          className={buttonClass("secondary")}
        >
          Previous
        </button>
        {last ? (
          <button
            type="submit"
            name="intent"
            value="generate"
            disabled={generating || (hydrated && missing.length > 0)}
            className={buttonClass("primary", "lg")}
          >
            <Sparkles aria-hidden="true" className="size-5" />
            {generating ? "Generating..." : "Generate Landing Page"}
          </button>
        ) : (
          <button
            type="submit"
            name="intent"
            value={`step-${step + 1}`}
            disabled={hydrated && missing.length > 0}
            onClick={go(step + 1)}
            className={buttonClass("primary")}
          >
            Next
          </button>
        )}
      </div>
    </Form>
  );
}
