import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/useHydrated";
import { carriedAnswers, nextStepValue, stepHref, type WizardStep } from "~/modules/tools/wizard";
import { ErrorAlert } from "./ErrorAlert";
import { HiddenFields } from "./HiddenFields";
import { StepProgress } from "./StepProgress";

interface WizardFormProps<Answers> {
  step: number;
  steps: readonly WizardStep<Answers>[];
  /** The answers so far, plus anything else the URL must keep (the sales quiz's shuffle seed). */
  answers: Answers;
  /** Reads the answers back from the form, to enable Next once this step is complete. */
  readAnswers: (params: URLSearchParams) => Answers;
  /** "Step 2 of 6" or "Question 2 of 6", with optional text on the bar's right. */
  progress: { unit: "Step" | "Question"; detail?: string };
  title: string;
  /** Label of the button on the last step ("Get My Plan"). */
  finishLabel: string;
  /** The last step posts the answers (the tool stores the result and sends the visitor to its link). */
  postOnFinish?: boolean;
  /** Set when the server held the visitor here because this step was unanswered. */
  blocked: boolean;
  blockedMessage?: string;
  children: ReactNode;
}

function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  return params;
}

/**
 * One wizard step under its progress bar, as a GET form: the other steps' answers travel as
 * hidden fields, Previous is a link back, Next submits this step's answers. With `postOnFinish`
 * the last button posts them all instead, for the tool to store its result.
 */
export function WizardForm<Answers extends object>(props: WizardFormProps<Answers>) {
  const { step, steps, answers, title, finishLabel, blocked, children } = props;
  const total = steps.length;
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [complete, setComplete] = useState<boolean | undefined>(undefined);
  const location = useLocation();

  const check = () => {
    if (formRef.current) setComplete(steps[step - 1]!.isComplete(props.readAnswers(formParams(formRef.current))));
  };

  useEffect(() => {
    check();
    // Moving between steps inside the app puts keyboard and screen-reader focus on the new question.
    if (location.key !== "default") headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mounted step
  }, []);

  return (
    <div className="space-y-6">
      <StepProgress
        label={`${props.progress.unit} ${step} of ${total}`}
        detail={props.progress.detail}
        current={step}
        total={total}
      />
      <Form ref={formRef} method="get" preventScrollReset onChange={check} onInput={check} className="space-y-6">
        <HiddenFields values={carriedAnswers(answers, steps[step - 1]!.fields)} />
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-950 outline-none sm:text-2xl">
          {title}
        </h2>
        {blocked && <ErrorAlert>{props.blockedMessage ?? "Please answer this question to continue."}</ErrorAlert>}
        {children}
        <div className="flex items-center justify-between gap-4 border-t border-slate-200 pt-6 print:hidden">
          {step === 1 ? (
            <button type="button" disabled className={buttonClass("secondary")}>
              Previous
            </button>
          ) : (
            <Link to={stepHref(answers, step - 1)} preventScrollReset className={buttonClass("secondary")}>
              Previous
            </Link>
          )}
          <button
            type="submit"
            name="step"
            value={nextStepValue(step, total)}
            formMethod={props.postOnFinish && step === total ? "post" : undefined}
            disabled={hydrated && complete === false}
            className={buttonClass("primary")}
          >
            {step === total ? finishLabel : "Next"}
          </button>
        </div>
      </Form>
    </div>
  );
}
