import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { nextStepValue } from "~/modules/tools/wizard";
import { useHydrated } from "./use-hydrated";

interface WizardFormProps {
  step: number;
  total: number;
  title: string;
  /** Answers of the other steps, sent along so the next URL holds them all. */
  carried: Record<string, string>;
  previousHref: string;
  /** Label of the button on the last step ("Get My Plan"). */
  finishLabel: string;
  /** Whether the answers now in the form complete this step (enables Next once JavaScript runs). */
  isComplete: (params: URLSearchParams) => boolean;
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

/** One wizard step as a GET form: Previous is a link back, Next submits this step's answers. */
export function WizardForm(props: WizardFormProps) {
  const { step, total, title, carried, previousHref, finishLabel, isComplete, blocked, children } = props;
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [complete, setComplete] = useState<boolean | undefined>(undefined);
  const location = useLocation();

  useEffect(() => {
    if (formRef.current) setComplete(isComplete(formParams(formRef.current)));
    // Moving between steps inside the app puts keyboard and screen-reader focus on the new question.
    if (location.key !== "default") headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mounted step
  }, []);

  const check = () => formRef.current && setComplete(isComplete(formParams(formRef.current)));

  return (
    <Form ref={formRef} method="get" preventScrollReset onChange={check} onInput={check} className="space-y-6">
      {Object.entries(carried).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-950 outline-none sm:text-2xl">
        {title}
      </h2>
      {blocked && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {props.blockedMessage ?? "Please answer this question to continue."}
        </p>
      )}
      {children}
      <div className="flex items-center justify-between gap-4 border-t border-slate-200 pt-6 print:hidden">
        {step === 1 ? (
          <button type="button" disabled className={buttonClass("secondary")}>
            Previous
          </button>
        ) : (
          <Link to={previousHref} preventScrollReset className={buttonClass("secondary")}>
            Previous
          </Link>
        )}
        <button
          type="submit"
          name="step"
          value={nextStepValue(step, total)}
          disabled={hydrated && complete === false}
          className={buttonClass("primary")}
        >
          {step === total ? finishLabel : "Next"}
        </button>
      </div>
    </Form>
  );
}
