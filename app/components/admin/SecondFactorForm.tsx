import { useId } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { OneTimeCodeInput } from "./OneTimeCodeInput";
import { SignInCard } from "./SignInCard";
import { useSignInToasts } from "./useSignInToasts";

interface SecondFactorFormProps {
  redirectTo: string;
  /** The last code's refusal ("Incorrect code", or the lockout message with the wait). */
  error?: string;
}

/** The second sign-in step, after a right password: the authenticator app's code or a recovery code. */
export function SecondFactorForm({ redirectTo, error }: SecondFactorFormProps) {
  const hintId = useId();
  const errorId = useId();
  const submitting = useSignInToasts("code", error);

  return (
    <SignInCard>
      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <label className="block text-sm font-medium text-slate-800">
          Authentication code
          {/* The one field of this step, shown right after the password was accepted. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <OneTimeCodeInput autoFocus describedBy={error ? `${hintId} ${errorId}` : hintId} invalid={Boolean(error)} />
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </p>
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <button type="submit" className={`${buttonClass("primary")} w-full`} disabled={submitting}>
          {submitting ? "Checking..." : "Verify"}
        </button>
      </Form>
      <Form method="post" className="mt-3">
        <button type="submit" name="intent" value="restart" className={`${buttonClass("secondary")} w-full`}>
          Start again
        </button>
      </Form>
    </SignInCard>
  );
}
