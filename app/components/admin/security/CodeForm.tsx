import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { OneTimeCodeInput } from "../OneTimeCodeInput";
import { CurrentPasswordInput } from "./CurrentPasswordInput";

interface CodeFormProps {
  intent: "confirm" | "disable";
  label: string;
  hint: string;
  submitLabel: string;
}

/**
 * A code from the authenticator app (or a recovery code) and the current password, which
 * together confirm a change to the second factor.
 */
export function CodeForm({ intent, label, hint, submitLabel }: CodeFormProps) {
  const hintId = useId();
  const busy = useNavigation().formData?.get("intent") === intent;
  return (
    <Form method="post" aria-label={submitLabel} className="mt-4 max-w-sm space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <label className="block text-sm font-medium text-slate-800">
        {label}
        <OneTimeCodeInput describedBy={hintId} />
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
      <CurrentPasswordInput />
      <button type="submit" className={buttonClass(intent === "disable" ? "secondary" : "primary")} disabled={busy}>
        {submitLabel}
      </button>
    </Form>
  );
}
